import { BlockStack, Button, Card, InlineStack, Layout, Page, Text } from '@shopify/polaris';
import { useLoaderData, useNavigate, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectRecommendedAppsShown, selectReviewsCounterLimit } from '../../../machines/startup/startup.selectors';
import { shopConfigTask } from '../../app/actors/shop.tasks';
import { useRuntime } from '../../app/runtime-context';
import { LanguagePicker } from '../../ui/LanguagePicker';
import { usePageTitle } from '../../ui/use-page-title';
import { useTask } from '../../ui/use-task';
import { AnalyticsCard } from './AnalyticsCard';
import { DashboardBanners } from './DashboardBanners';
import { AdBanner } from './AdBanner';
import { PartnerBanner, partnerBannerKey } from './PartnerBanner';
import { rangeOf, type DashboardData, type DashboardExtras } from './dashboard.loader';
import { RecommendedCarousel } from './RecommendedCarousel';
import { useSupportChatAction } from '../../ui/support-chat/use-support-chat';
import { SetupGuideCard } from './SetupGuideCard';
import { ReviewsCounter } from './ReviewsCounter';

/** The shop shows the partner ads (shopConfig `is_show_ad` '1', the default; SPEC §3 isShowAd). */
const selectAdsShown = (s: { context: { data: { shopConfig: { is_show_ad: string } } | null } }): boolean =>
  String(s.context.data?.shopConfig.is_show_ad ?? '1') === '1';

/** The extras the loader asked for once they arrive (null before). */
function useExtras(extras: Promise<DashboardExtras>): DashboardExtras | null {
  const [value, setValue] = useState<DashboardExtras | null>(null);
  useEffect(() => {
    let live = true;
    void extras.then((v) => live && setValue(v));
    return () => {
      live = false;
    };
  }, [extras]);
  return value;
}

/** The dashboard: banners, setup guide, analytics, helpdesk, recommended apps, language menu and review counter. */
export default function Dashboard() {
  const { t } = useTranslation(['dashboard', 'common']);
  const runtime = useRuntime();
  const navigate = useNavigate();
  const data = useLoaderData({ strict: false }) as DashboardData;
  const search = useSearch({ from: '/_admin/' });
  usePageTitle(t('dashboard:title'));
  const counterShown = useSelector(runtime.startup, selectReviewsCounterLimit) !== null;
  const showApps = useSelector(runtime.startup, selectRecommendedAppsShown);
  const showAds = useSelector(runtime.startup, selectAdsShown);
  const extras = useExtras(data.extras);
  const saveConfig = useTask(shopConfigTask);
  const hideApps = () => saveConfig.run({ key: 'is_recommended_app_show', value: 2 });

  return (
    <Page title={t('dashboard:title')} primaryAction={<LanguagePicker />}>
      <Layout>
        <Layout.Section>
          <DashboardBanners figures={data.figures} />
        </Layout.Section>
        {counterShown && data.figures && (
          <Layout.Section>
            <ReviewsCounter figures={data.figures} />
          </Layout.Section>
        )}
        <Layout.Section>
          <SetupGuideCard flags={data.guideFlags} onNavigate={(to) => void navigate({ to })} />
        </Layout.Section>
        <Layout.Section>
          <AnalyticsCard range={rangeOf(search.range)} stats={data.stats} error={data.statsError} />
        </Layout.Section>
        <Layout.Section>
          <Card>
            <BlockStack gap="200">
              <Text as="h2" variant="headingMd">{t('dashboard:help.title')}</Text>
              <Text as="p" tone="subdued">{t('dashboard:help.body')}</Text>
              <InlineStack gap="200">
                <Button url="https://help.example.com/reviews" external>{t('dashboard:help.center')}</Button>
                <ContactSupport label={t('dashboard:help.contact')} />
              </InlineStack>
            </BlockStack>
          </Card>
        </Layout.Section>
        {/* Below the fold and after the data: what arrives late moves nothing the merchant sees. */}
        {showAds && extras && extras.ads.length > 0 && extras.banners?.home_top_ad !== 0 && (
          <Layout.Section>
            <AdBanner ads={extras.ads} />
          </Layout.Section>
        )}
        {extras && partnerBannerKey(extras.banners) && (
          <Layout.Section>
            <PartnerBanner status={extras.banners} />
          </Layout.Section>
        )}
        {showApps && extras && extras.apps.length > 0 && (
          <Layout.Section>
            <RecommendedCarousel apps={extras.apps} onDismiss={() => void hideApps()} />
          </Layout.Section>
        )}
      </Layout>
    </Page>
  );
}

/** "Contact support": the support chat when one is configured, else an email with the shop's details. */
function ContactSupport({ label }: { label: string }) {
  const chat = useSupportChatAction();
  return 'url' in chat ? <Button url={chat.url} external>{label}</Button> : <Button onClick={chat.onAction}>{label}</Button>;
}
