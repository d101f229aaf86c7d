import { BlockStack, DataTable, Text } from '@shopify/polaris';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_LIMIT } from '../../../machines/import/file-import.types';
import type { CatalogProduct } from '../../contract/products';
import { formatDate } from '../../lib/format';
import type { ValidationResult } from '../../lib/import/validate';
import { reasonText } from '../../ui/reason-text';
import { RowNoteLines } from './RowNotes';

/** The product a row names, as the merchant knows it: the store's title when found, else the reference from the file. */
function productLabel(result: ValidationResult, titles: Map<string, string>): string {
  if (result.ok) return titles.get(result.productId) ?? result.productId;
  const ref = result.row.productRef;
  return ref.handle ?? ref.sku ?? ref.id ?? '—';
}

/** The first rows of the file (at most 200) with their status: ready, or each problem in plain words. */
export function PreviewTable(props: {
  /** Every row's check result, in file order. */
  results: ValidationResult[];
  /** The store's products, to show titles. */
  products: CatalogProduct[] | null;
  /** Only rows with problems. */
  problemsOnly: boolean;
  /** The order of day and month is still asked: dates are shown as the file wrote them. */
  rawDates?: boolean;
}) {
  const { t, i18n } = useTranslation('import');
  const { results, products, problemsOnly } = props;
  const titles = useMemo(() => new Map((products ?? []).map((p) => [p.id, p.title])), [products]);
  const { shown, total } = useMemo(() => {
    const picked: ValidationResult[] = [];
    let count = 0;
    for (const result of results) {
      if (problemsOnly && result.ok) continue;
      count += 1;
      if (picked.length < PREVIEW_LIMIT) picked.push(result);
    }
    return { shown: picked, total: count };
  }, [results, problemsOnly]);
  const rows = shown.map((result) => {
    const { row } = result;
    const status = result.ok ? (
      <div style={{ whiteSpace: 'normal', minWidth: '16rem', maxWidth: '28rem' }}>
        <BlockStack gap="050">
          <Text as="span" tone="success">{t('preview.ready')}</Text>
          {row.notes && row.notes.length > 0 && <RowNoteLines notes={row.notes} />}
        </BlockStack>
      </div>
    ) : (
      <div style={{ whiteSpace: 'normal', minWidth: '16rem', maxWidth: '28rem' }}>
        <BlockStack gap="050">
          {result.reasons.map((reason, i) => (
            <Text as="span" tone="critical" key={i}>{reasonText(t, reason)}</Text>
          ))}
        </BlockStack>
      </div>
    );
    return [
      row.rowNumber,
      productLabel(result, titles),
      row.rating ?? row.raw.rating,
      row.author,
      row.date && !props.rawDates ? formatDate(i18n.language, row.date, row.dateOnly ? { dateStyle: 'medium', timeZone: 'UTC' } : undefined) : row.raw.date,
      status,
    ];
  });
  return (
    <BlockStack gap="200">
      <div data-testid="import-preview">
        <DataTable
          columnContentTypes={['numeric', 'text', 'numeric', 'text', 'text', 'text']}
          headings={(['row', 'product', 'rating', 'author', 'date', 'status'] as const).map((c) => t(`preview.columns.${c}`))}
          rows={rows}
          verticalAlign="top"
        />
      </div>
      {total > shown.length && (
        <Text as="p" tone="subdued">{t('preview.firstRows', { shown: shown.length, total })}</Text>
      )}
    </BlockStack>
  );
}
