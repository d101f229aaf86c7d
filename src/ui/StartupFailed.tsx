import { Page } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../app/runtime-context';
import { NETWORK_ERROR_MESSAGE } from '../api/errors';
import { selectStartupError, selectStartupUnreadable } from '../../machines/startup/startup.selectors';
import { ErrorBannerHost } from './ErrorBannerHost';
import { SupportChatHost } from './support-chat/SupportChatHost';

/** Key of the failed-startup banner (keyed: critical). */
const STARTUP_BANNER = 'startup';

/**
 * A startup call failed: the error banner of SPEC §8 — 'network error, refresh' with Try again
 * for a network error; otherwise the message with Try again and Chat support. Never an endless
 * spinner.
 */
export function StartupFailed() {
  const { t } = useTranslation('common');
  const runtime = useRuntime();
  const message = useSelector(runtime.startup, selectStartupError);
  const unreadable = useSelector(runtime.startup, selectStartupUnreadable);
  useEffect(() => {
    const subtitle = message === NETWORK_ERROR_MESSAGE ? message : unreadable ? t('errors.startupUnreadable') : t('errors.startupBody', { message });
    runtime.banners.send({ type: 'banner.raise', key: STARTUP_BANNER, title: t('errors.startupTitle'), subtitle });
    return () => runtime.banners.send({ type: 'banner.dismiss', key: STARTUP_BANNER });
  }, [runtime, message, unreadable, t]);
  return (
    <Page narrowWidth>
      <ErrorBannerHost onRetry={() => runtime.startup.send({ type: 'startup.retry' })} />
      <SupportChatHost />
    </Page>
  );
}
