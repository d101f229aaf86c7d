import { Card, EmptyState, Layout, Page } from '@shopify/polaris';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ILLUSTRATION } from '../../ui/illustration';
import { LanguagePicker } from '../../ui/LanguagePicker';
import { usePageTitle } from '../../ui/use-page-title';
import { SetupGuideCard } from './SetupGuideCard';

/** The dashboard: setup guide and language menu; analytics, banners and recommended apps come with their own work. */
export default function Dashboard() {
  const { t } = useTranslation(['dashboard', 'common']);
  const navigate = useNavigate();
  usePageTitle(t('dashboard:title'));
  return (
    <Page title={t('dashboard:title')} primaryAction={<LanguagePicker />}>
      <Layout>
        <Layout.Section>
          <SetupGuideCard onNavigate={(to) => void navigate({ to })} />
        </Layout.Section>
        <Layout.Section>
          <Card>
            <EmptyState heading={t('common:placeholder.heading')} image={ILLUSTRATION}>
              <p>{t('dashboard:placeholder')}</p>
            </EmptyState>
          </Card>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
