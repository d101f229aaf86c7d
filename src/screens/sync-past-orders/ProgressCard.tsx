import { Banner, BlockStack, Button, Card, InlineStack, ProgressBar, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { selectSyncError, selectSyncPercent, selectSyncStep, selectSyncStopping } from '../../../machines/collect/sync-past-orders.selectors';
import type { SyncActor } from './sync-actor';

/** The sync under way or finished: a bar of processed of total, Cancel between batches, Retry after a failed batch, and the counts at the end. */
export function ProgressCard({ actor }: { actor: SyncActor }) {
  const { t, i18n } = useTranslation('collect');
  const lng = i18n.language;
  const step = useSelector(actor, selectSyncStep);
  const percent = useSelector(actor, selectSyncPercent);
  const stopping = useSelector(actor, selectSyncStopping);
  const error = useSelector(actor, selectSyncError);
  const processed = useSelector(actor, (s) => s.context.processed);
  const total = useSelector(actor, (s) => s.context.total);
  const scheduled = useSelector(actor, (s) => s.context.scheduled);
  const skipped = useSelector(actor, (s) => s.context.skipped);
  const counts = { scheduled: formatNumber(lng, scheduled), skipped: formatNumber(lng, skipped) };
  const reset = { content: t('sync.again'), onAction: () => actor.send({ type: 'sync.reset' }) };
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">{t('sync.progressTitle')}</Text>
        {step === 'failed' && (
          <Banner tone="critical" title={t('sync.failedTitle')} action={{ content: t('sync.retry'), onAction: () => actor.send({ type: 'sync.retry' }) }} secondaryAction={reset}>
            <p>{t('sync.failedBody', { message: error ?? '' })}</p>
          </Banner>
        )}
        {step === 'cancelled' && (
          <Banner tone="info" title={t('sync.cancelledTitle')} action={{ content: t('sync.goOn'), onAction: () => actor.send({ type: 'sync.retry' }) }} secondaryAction={reset}>
            <p>{t('sync.counts', counts)}</p>
          </Banner>
        )}
        {step === 'done' && (
          <Banner tone="success" title={t('sync.doneTitle')} action={{ content: t('sync.seeScheduled'), url: '/collect/orders?status=scheduled' }} secondaryAction={reset}>
            <p data-testid="sync-done">{t('sync.counts', counts)}</p>
          </Banner>
        )}
        <ProgressBar progress={percent} tone={step === 'failed' ? 'critical' : step === 'done' ? 'success' : 'highlight'} animated={step === 'running'} />
        <div role="status" aria-live="polite">
          <Text as="p">
            <span data-testid="sync-progress">{t('sync.processed', { processed: formatNumber(lng, processed), total: formatNumber(lng, total) })}</span>
          </Text>
        </div>
        {step === 'running' && (
          <InlineStack align="space-between" blockAlign="center" gap="200">
            <Text as="p" tone="subdued">{t(stopping ? 'sync.stopping' : 'sync.running', counts)}</Text>
            <Button disabled={stopping} onClick={() => actor.send({ type: 'sync.cancel' })}>{t('sync.cancel')}</Button>
          </InlineStack>
        )}
      </BlockStack>
    </Card>
  );
}
