import { Banner, BlockStack, Card, DataTable, SkeletonBodyText, Text } from '@shopify/polaris';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { historyCount, historyError, historyItems, historyLoading } from '../../../machines/import/import-history.selectors';
import { useRuntime } from '../../app/runtime-context';
import { formatDate, formatNumber } from '../../lib/format';
import { AppLink } from '../../ui/AppLink';
import { importHistoryMachineFor } from '../../app/actors/import-history.actors';

/** The shop's past imports, newest first; each row opens the import's detail page. */
export function ImportHistory() {
  const { t, i18n } = useTranslation('import');
  const runtime = useRuntime();
  const machine = useMemo(() => importHistoryMachineFor(runtime), [runtime]);
  const actor = useActorRef(machine);
  const loading = useSelector(actor, historyLoading);
  const error = useSelector(actor, historyError);
  const count = useSelector(actor, historyCount);
  const items = useSelector(actor, historyItems);
  const number = (n: number) => formatNumber(i18n.language, n);
  const rows = items.map((item) => [
    <AppLink key={item.id} url={`/file_upload_detail?id=${encodeURIComponent(item.id)}`}>{item.file_name}</AppLink>,
    item.date_order
      ? `${t(`formats.${item.format}`, { defaultValue: item.format })} · ${t(`values.dateOrder.read_${item.date_order}`)}`
      : t(`formats.${item.format}`, { defaultValue: item.format }),
    formatDate(i18n.language, item.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
    number(item.imported),
    number(item.updated ?? 0),
    number(item.duplicates),
    number(item.failed),
  ]);
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">{t('history.title')}</Text>
        {loading && <SkeletonBodyText lines={4} />}
        {error && (
          <Banner
            tone="critical"
            title={t('history.failed')}
            action={{ content: t('history.retry'), onAction: () => actor.send({ type: 'importHistory.retry' }) }}
          >
            <p>{error}</p>
          </Banner>
        )}
        {!loading && !error && count === 0 && <Text as="p" tone="subdued">{t('history.empty')}</Text>}
        {count > 0 && (
          <div data-testid="import-history">
            <DataTable
              columnContentTypes={['text', 'text', 'text', 'numeric', 'numeric', 'numeric', 'numeric']}
              headings={[
                ...(['file', 'format', 'date', 'imported'] as const).map((c) => t(`history.columns.${c}`)),
                t('formats.historyUpdated'),
                ...(['duplicates', 'failed'] as const).map((c) => t(`history.columns.${c}`)),
              ]}
              rows={rows}
            />
          </div>
        )}
      </BlockStack>
    </Card>
  );
}
