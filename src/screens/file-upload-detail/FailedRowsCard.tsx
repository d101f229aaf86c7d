import { BlockStack, Button, Card, DataTable, InlineStack, Pagination, Text } from '@shopify/polaris';
import { ExportIcon } from '@shopify/polaris-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FailedRow } from '../../contract/imports';
import { downloadText } from '../../lib/download';
import { reasonText } from '../../ui/reason-text';
import { FAILED_ROWS_PAGE_SIZE, failedRowsCsv, failedRowsPage } from './failed-rows';

/** The rows of an import that were not imported: row number and reasons, paged, with a CSV download. */
export function FailedRowsCard({ rows, importId }: { rows: readonly FailedRow[]; importId: string }) {
  const { t } = useTranslation(['public', 'import']);
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / FAILED_ROWS_PAGE_SIZE));
  const shown = failedRowsPage(rows, page);
  const from = page * FAILED_ROWS_PAGE_SIZE + 1;
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center" gap="200">
          <Text as="h2" variant="headingMd">{t('fileUploadDetail.failedTitle')}</Text>
          {rows.length > 0 && (
            <Button icon={ExportIcon} onClick={() => downloadText(`${t('fileUploadDetail.csvName')}-${importId}.csv`, failedRowsCsv(t, rows))}>
              {t('fileUploadDetail.download')}
            </Button>
          )}
        </InlineStack>
        {rows.length === 0 ? (
          <Text as="p" tone="subdued">{t('fileUploadDetail.noFailures')}</Text>
        ) : (
          <>
            <Text as="p">{t('fileUploadDetail.failedCount', { count: rows.length })}</Text>
            <div data-testid="failed-rows">
              <DataTable
                columnContentTypes={['numeric', 'text']}
                headings={[t('fileUploadDetail.line'), t('fileUploadDetail.reasonsColumn')]}
                rows={shown.map((row) => [
                  row.line,
                  <BlockStack key={row.line} gap="050">
                    {row.reasons.map((r, i) => <span key={i}>{reasonText(t, r)}</span>)}
                  </BlockStack>,
                ])}
              />
            </div>
            {pages > 1 && (
              <InlineStack align="center">
                <Pagination
                  label={t('fileUploadDetail.page', { from, to: from + shown.length - 1, total: rows.length })}
                  hasPrevious={page > 0}
                  hasNext={page < pages - 1}
                  previousTooltip={t('fileUploadDetail.previous')}
                  nextTooltip={t('fileUploadDetail.next')}
                  accessibilityLabels={{ previous: t('fileUploadDetail.previous'), next: t('fileUploadDetail.next') }}
                  onPrevious={() => setPage(page - 1)}
                  onNext={() => setPage(page + 1)}
                />
              </InlineStack>
            )}
          </>
        )}
      </BlockStack>
    </Card>
  );
}
