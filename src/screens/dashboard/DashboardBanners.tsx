import { Banner, BlockStack } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDisableThemeEmbeds, overage, permissionsOf, reviewsCountInfo, selectStartupData } from '../../../machines/startup/startup.selectors';
import { embedsStatusTask, shopConfigTask } from '../../app/actors/shop.tasks';
import { useRuntime } from '../../app/runtime-context';
import { BANNER_DISMISS_S } from '../../lib/constants';
import { storageGet, storageSet } from '../../lib/storage';
import { useTask } from '../../ui/use-task';

/** A banner hidden for 7 days once dismissed (stored flag). */
export function useDismissed(name: string): [boolean, () => void] {
  const key = `bannerDismissed_${name}`;
  const [hidden, setHidden] = useState(() => storageGet(key) !== null);
  return [hidden, () => (storageSet(key, 1, { expiresInS: BANNER_DISMISS_S }), setHidden(true))];
}

/** The dashboard's banners: theme embed, overage, powered-by, refresh tip and NPS (the ads have their own place). */
export function DashboardBanners() {
  const { t } = useTranslation('dashboard');
  const runtime = useRuntime();
  const data = useSelector(runtime.startup, selectStartupData);
  const { run: checkEmbeds } = useTask(embedsStatusTask);
  const saveConfig = useTask(shopConfigTask);
  const [embedsOff, setEmbedsOff] = useState(() => isDisableThemeEmbeds(data));
  const [embedHidden, hideEmbed] = useDismissed('themeEmbed');
  const [overageHidden, hideOverage] = useDismissed('overage');
  const over = overage(data);
  const config = data?.shopConfig;

  useEffect(() => {
    if (!embedsOff) return undefined;
    const recheck = () => {
      if (document.visibilityState !== 'visible') return;
      void checkEmbeds(undefined).then((s) => s && setEmbedsOff(!s.app_embeds_enabled));
    };
    document.addEventListener('visibilitychange', recheck);
    return () => document.removeEventListener('visibilitychange', recheck);
  }, [embedsOff, checkEmbeds]);

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
      {embedsOff && !embedHidden && (
        <Banner tone="warning" title={t('banners.embed.title')} onDismiss={hideEmbed} action={{ content: t('banners.embed.action'), url: data?.embeds.url ?? '', external: true }}>
          <p>{t('banners.embed.body')}</p>
        </Banner>
      )}
      {over.isShow && !overageHidden && (
        <Banner tone="critical" title={t('banners.overage.title', { count: over.num, limit: reviewsCountInfo(data).limit })} onDismiss={hideOverage} action={{ content: t('banners.overage.action'), url: '/plan?source=navigation' }}>
          <p>{t('banners.overage.body')}</p>
        </Banner>
      )}
      {/* One tip at a time, most useful first: a wall of banners helps nobody. */}
      {tips[0]}
    </BlockStack>
  );
}
