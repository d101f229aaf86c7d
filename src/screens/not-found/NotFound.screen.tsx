import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../ui/MessagePage';
import { usePageTitle } from '../../ui/use-page-title';

/** /404: an unknown path. */
export default function NotFound() {
  const { t } = useTranslation('public');
  usePageTitle(t('notFound.title'));
  return <MessagePage heading={t('notFound.heading')} body={t('notFound.body')} action={{ content: t('notFound.home'), url: '/' }} />;
}
