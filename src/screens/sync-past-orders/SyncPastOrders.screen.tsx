import { Banner, BlockStack, Layout, Page } from '@shopify/polaris';
import { useLoaderData } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { syncPastOrdersMachineFor } from '../../app/actors/collect.actors';
import { useRuntime } from '../../app/runtime-context';
import { selectSyncStep } from '../../../machines/collect/sync-past-orders.selectors';
import { usePageTitle } from '../../ui/use-page-title';
import { PeriodCard } from './PeriodCard';
import { PreviewCard } from './PreviewCard';
import { ProgressCard } from './ProgressCard';

/** /collect/sync_past_orders: request reviews for past orders of a period: preview, confirm, then batches with progress. */
export default function SyncPastOrders() {
  const { t } = useTranslation('collect');
  const runtime = useRuntime();
  const { settings, quota } = useLoaderData({ from: '/_admin/collect/sync_past_orders' });
  usePageTitle(t('pages.syncPastOrders'));
  const [machine] = useState(() => syncPastOrdersMachineFor(runtime));
  const actor = useActorRef(machine);
  const step = useSelector(actor, selectSyncStep);
  const started = step === 'running' || step === 'failed' || step === 'cancelled' || step === 'done';
  return (
    <Page title={t('pages.syncPastOrders')} backAction={{ content: t('title'), url: '/collect' }}>
      <Layout>
        {!settings.enabled && (
          <Layout.Section>
            <Banner tone="warning" title={t('sync.offTitle')} action={{ content: t('sync.turnOn'), url: '/collect' }}>
              <p>{t('sync.offBody')}</p>
            </Banner>
          </Layout.Section>
        )}
        <Layout.Section>
          <BlockStack gap="400">
            {!started && <PeriodCard actor={actor} quotaLeft={Math.max(0, quota.email_send_quota_count - quota.email_send_quota_used_count)} />}
            {step === 'previewed' && <PreviewCard actor={actor} />}
            {started && <ProgressCard actor={actor} />}
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
