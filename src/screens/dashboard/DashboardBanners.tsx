import { Banner, BlockStack } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { overage, permissionsOf, reviewsCountInfo, selectStartupData } from '../../../machines/startup/startup.selectors';
import { shopConfigTask } from '../../app/actors/shop.tasks';
import { useRuntime } from '../../app/runtime-context';
import { ThemeEmbedBanner } from '../../ui/ThemeEmbedBanner';
import { useDismissed } from '../../ui/use-dismissed';
import { useTask } from '../../ui/use-task';
import { formatNumber } from '../../lib/format';
import type { ReviewFigures } from './dashboard.loader';

/**
 * The dashboard's banners: theme embed, overage, powered-by, refresh tip and NPS (the ads have their
 * own place). The overage banner counts the published reviews the counter counts.
 */
export function DashboardBanners({ figures }: { /** The server's review figures (null: startup's). */ figures: ReviewFigures | null }) {
  const { t, i18n } = useTranslation('dashboard');
  const runtime = useRuntime();
  const data = useSelector(runtime.startup, selectStartupData);
  const saveConfig = useTask(shopConfigTask);
  const [overageHidden, hideOverage] = useDismissed('overage');
  const over = figures ? { isShow: figures.limited, num: figures.published } : overage(data);
  const config = data?.shopConfig;

  const showPoweredBy = config?.is_remove_powered_by_show === 1 && permissionsOf(data).remove_branding !== true;
  const tips = [
    showPoweredBy && (
      <Banner key="powered" tone="info" title={t('banners.poweredBy.title')} action={{ content: t('banners.poweredBy.action'), url: '/plan?source=navigation' }} />
    ),
    config && config.is_hide_refresh_tip !== 1 && (
      <Banner key="refresh" tone="info" title={t('banners.refreshTip.title')} onDismiss={() => void saveConfig.run({ key: 'is_hide_refresh_tip', value: 1 })}>
        <p>{t('banners.refreshTip.body')}</p>
      </Banner>
    ),
    runtime.host.embedded && config?.is_show_nps === 1 && (
      <Banner key="nps" tone="info" title={t('banners.nps.title')} action={{ content: t('banners.nps.action'), url: 'https://survey.example.com/reviews-nps', external: true }} />
    ),
  ].filter(Boolean);
  return (
    <BlockStack gap="300">
      <ThemeEmbedBanner />
      {over.isShow && !overageHidden && (
        <Banner tone="critical" title={t('banners.overage.title', { total: formatNumber(i18n.language, over.num), limit: formatNumber(i18n.language, reviewsCountInfo(data).limit) })} onDismiss={hideOverage} action={{ content: t('banners.overage.action'), url: '/plan?source=navigation' }}>
          <p>{t('banners.overage.body')}</p>
        </Banner>
      )}
      {/* One tip at a time, most useful first: a wall of banners helps nobody. */}
      {tips[0]}
    </BlockStack>
  );
}
