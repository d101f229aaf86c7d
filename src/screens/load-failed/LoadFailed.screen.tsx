import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryHostSession } from '../../app/host-session';
import { useRuntime } from '../../app/runtime-context';
import { MessagePage } from '../../ui/MessagePage';
import { usePageTitle } from '../../ui/use-page-title';

/**
 * /400: the app could not load its data; reload goes back to the page that failed.
 * When the embedding admin handed over no session, says so and Retry asks it again first (no page reload).
 * In the main bundle, texts in common: it must show while the network is down.
 */
export default function LoadFailed() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const runtime = useRuntime();
  const [sessionMissing] = useState(() => runtime.host.sessionMissing?.() ?? false);
  const [retrying, setRetrying] = useState(false);
  const [stillMissing, setStillMissing] = useState(false);
  usePageTitle(t('loadFailed.title'));
  const back = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/' });
  };
  if (!sessionMissing) {
    return <MessagePage heading={t('loadFailed.heading')} body={t('loadFailed.body')} action={{ content: t('loadFailed.reload'), onAction: back }} />;
  }
  const retry = () => {
    if (retrying) return;
    setRetrying(true);
    void retryHostSession(runtime).then((ok) => {
      setRetrying(false);
      setStillMissing(!ok);
      if (ok) back();
    });
  };
  return (
    <MessagePage
      heading={t('loadFailed.sessionHeading')}
      body={stillMissing ? t('loadFailed.sessionStillMissing') : t('loadFailed.sessionBody')}
      action={{ content: t('loadFailed.retry'), onAction: retry, loading: retrying }}
    />
  );
}
