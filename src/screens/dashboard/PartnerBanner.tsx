import { Banner } from '@shopify/polaris';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_BANNER_KEYS, type BannerDisplay, type BannerKey } from '../../contract/dashboard';
import { hideBannerTask } from '../../app/actors/banner.tasks';
import { useTask } from '../../ui/use-task';

/** The partner app whose banner takes the slot: the first one the shop has not dismissed. */
export function partnerBannerKey(status: BannerDisplay | null): BannerKey | null {
  if (!status) return null;
  return PARTNER_BANNER_KEYS.find((key) => status[key] === 1) ?? null;
}

/**
 * One partner app's banner at a time (SPEC §3 bannerStatus): "See the app" leads to the
 * recommended apps; dismissing it hides that partner for good (the next one takes the slot). A
 * failed dismissal brings the banner back with the error.
 */
export function PartnerBanner({ status }: { status: BannerDisplay | null }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const [current, setCurrent] = useState(status);
  const hide = useTask(hideBannerTask);
  const key = partnerBannerKey(current);
  if (!key) return null;
  const dismiss = async () => {
    const before = current;
    setCurrent((s) => (s ? { ...s, [key]: 0 } : s));
    const saved = await hide.run(key);
    setCurrent(saved ?? before);
  };
  return (
    <Banner
      tone="info"
      title={t(`partners.${key}.title`)}
      onDismiss={() => void dismiss()}
      action={{ content: t('partners.action'), onAction: () => void navigate({ to: '/recommended' }) }}
    >
      <p>{t(`partners.${key}.body`)}</p>
      {hide.error && <p role="alert">{t('partners.dismissFailed')}</p>}
    </Banner>
  );
}
