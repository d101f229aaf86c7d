import type { SnapshotFrom } from 'xstate';
import type { startupMachine } from '../../../machines/startup/startup.machine';

type StartupSnapshot = Pick<SnapshotFrom<typeof startupMachine>, 'context'>;

/** The shop's name (the preview's sender and `{{ shop.name }}`). */
export const selectShopName = (s: StartupSnapshot): string => s.context.data?.userInfo.name ?? '';

/** The shop's storefront address (`{{ shop.url }}`). */
export const selectShopUrl = (s: StartupSnapshot): string => {
  const info = s.context.data?.userInfo;
  const domain = info?.domain || info?.myshopify_domain || '';
  return domain ? `https://${domain.replace(/^https?:\/\//, '')}` : 'https://example.com';
};

/** The shop's email: the test email's address by default. */
export const selectShopEmail = (s: StartupSnapshot): string => s.context.data?.userInfo.email ?? '';
