import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../ui/MessagePage';
import { usePageTitle } from '../../ui/use-page-title';

/**
 * /400: the app could not load its data; reload goes back to the page that failed.
 * In the main bundle, texts in common: it must show while the network is down.
 */
export default function LoadFailed() {
  const { t } = useTranslation('common');
  const router = useRouter();
  usePageTitle(t('loadFailed.title'));
  const reload = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/' });
  };
  return <MessagePage heading={t('loadFailed.heading')} body={t('loadFailed.body')} action={{ content: t('loadFailed.reload'), onAction: reload }} />;
}
