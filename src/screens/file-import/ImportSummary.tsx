import { BlockStack, Button, Card, InlineStack, List, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { duplicateCount, failedCount, failedRows, fileName, importedCount, notSentCount, notedRows, selectResults, updatedCount, selectServerFailed, summaryEntries } from '../../../machines/import/file-import.selectors';
import { PREVIEW_LIMIT } from '../../../machines/import/file-import.types';
import type { Reason, RowNote } from '../../lib/import/reasons';
import { summaryCsv } from '../../lib/import/template';
import { downloadText } from '../../lib/download';
import { reasonText } from '../../ui/reason-text';
import { noteText, RowNotes } from './RowNotes';
import type { FileImportActor } from './types';

/** The result: imported, reviews imported before filled in, skipped as duplicates, failed rows with reasons, the summary download and what to do next. */
export function ImportSummary({ actor }: { /** The finished import. */ actor: FileImportActor }) {
  const { t } = useTranslation('import');
  const name = useSelector(actor, fileName);
  const imported = useSelector(actor, importedCount);
  const duplicates = useSelector(actor, duplicateCount);
  const updated = useSelector(actor, updatedCount);
  const failed = useSelector(actor, failedCount);
  const notSent = useSelector(actor, notSentCount);
  const results = useSelector(actor, selectResults);
  const serverFailed = useSelector(actor, selectServerFailed);
  const failures = useMemo(() => failedRows({ results, serverFailed }), [results, serverFailed]);
  const noted = useMemo(() => {
    const failedLines = new Set(failures.map((f) => f.line));
    return notedRows(results).filter((r) => !failedLines.has(r.line));
  }, [results, failures]);
  const download = () => {
    const base = name.replace(/\.csv$/i, '') || 'import';
    // The reasons and notes in the merchant's language, as on screen.
    const words = { reason: (r: Reason) => reasonText(t, r), note: (n: RowNote) => noteText(t, n) };
    downloadText(`${base}-summary.csv`, summaryCsv(summaryEntries(actor.getSnapshot().context), words));
  };
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">{notSent > 0 ? t('summary.stopped') : t('summary.title')}</Text>
        <InlineStack gap="600" wrap>
          <Text as="p" variant="headingSm" tone="success"><span data-testid="summary-imported">{t('summary.imported', { count: imported })}</span></Text>
          {updated > 0 && <Text as="p" variant="headingSm" tone="success"><span data-testid="summary-updated">{t('formats.updated', { count: updated })}</span></Text>}
          <Text as="p" variant="headingSm"><span data-testid="summary-duplicates">{t('summary.duplicates', { count: duplicates })}</span></Text>
          <Text as="p" variant="headingSm" tone={failed ? 'critical' : 'subdued'}><span data-testid="summary-failed">{t('summary.failed', { count: failed })}</span></Text>
        </InlineStack>
        {notSent > 0 && <Text as="p" tone="caution">{t('summary.notSent', { count: notSent })}</Text>}
        {failures.length > 0 && (
          <BlockStack gap="200">
            <Text as="h3" variant="headingSm">{t('summary.failedTitle')}</Text>
            <div data-testid="summary-failures">
              <List>
                {failures.slice(0, PREVIEW_LIMIT).map((f) => (
                  <List.Item key={f.line}>
                    <Text as="span" fontWeight="semibold">{t('summary.row', { line: f.line })}: </Text>
                    <Text as="span">{f.reasons.map((r) => reasonText(t, r)).join(' ')}</Text>
                  </List.Item>
                ))}
              </List>
            </div>
            {failures.length > PREVIEW_LIMIT && (
              <Text as="p" tone="subdued">{t('summary.failedMore', { shown: PREVIEW_LIMIT, total: failures.length })}</Text>
            )}
          </BlockStack>
        )}
        <RowNotes rows={noted} limit={PREVIEW_LIMIT} />
        <InlineStack gap="200">
          <Button onClick={download}>{t('summary.download')}</Button>
          <Button url="/reviewList?source=imported">{t('summary.view')}</Button>
          <Button variant="primary" onClick={() => actor.send({ type: 'fileImport.reset' })}>{t('summary.another')}</Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
