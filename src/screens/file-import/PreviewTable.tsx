import { BlockStack, Text } from '@shopify/polaris';
import type { CSSProperties, ReactNode } from 'react';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_LIMIT } from '../../../machines/import/file-import.types';
import type { CatalogProduct } from '../../contract/products';
import { formatDate } from '../../lib/format';
import type { ValidationResult } from '../../lib/import/validate';
import { reasonText } from '../../ui/reason-text';
import { RowNoteLines } from './RowNotes';

const COLUMNS = ['row', 'product', 'rating', 'author', 'date', 'status'] as const;
const NUMERIC = new Set<string>(['row', 'rating']);
/** Columns kept on one line (short values a wrap would only break up). */
const ONE_LINE = new Set<string>(['row', 'rating', 'date']);

/*
 * A plain table in Polaris' look: the preview of a large file renders at once, and Polaris'
 * DataTable measures every cell for its sticky parts, which held the page for half a second at 50
 * rows on a slow phone. Wide content scrolls inside the card.
 */
const SCROLLER: CSSProperties = { overflowX: 'auto' };
const TABLE: CSSProperties = { width: '100%', borderCollapse: 'collapse', font: 'var(--p-font-size-325) / var(--p-font-line-height-500) var(--p-font-family-sans)' };
const CELL: CSSProperties = { padding: 'var(--p-space-200) var(--p-space-300)', borderBottom: 'var(--p-border-width-025) solid var(--p-color-border-secondary)', verticalAlign: 'top' };
const HEAD: CSSProperties = { fontWeight: 'var(--p-font-weight-medium)' as CSSProperties['fontWeight'], whiteSpace: 'nowrap' };

/** The product a row names, as the merchant knows it: the store's title when found, else the reference from the file. */
function productLabel(result: ValidationResult, titles: Map<string, string>): string {
  if (result.ok) return titles.get(result.productId) ?? result.productId;
  const ref = result.row.productRef;
  return ref.handle ?? ref.sku ?? ref.id ?? '—';
}

/** The props of PreviewTable. */
interface PreviewTableProps {
  /** Every row's check result, in file order. */
  results: ValidationResult[];
  /** The store's products, to show titles. */
  products: CatalogProduct[] | null;
  /** Only rows with problems. */
  problemsOnly: boolean;
  /** The order of day and month is still asked: dates are shown as the file wrote them. */
  rawDates?: boolean;
}

/**
 * True from the task after the first paint on: the rows then render as a transition, which React
 * works on in short slices, so the preview's counts show at once and input is answered meanwhile.
 */
function useShownAfterPaint(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown;
}

/** The first rows of the file (at most PREVIEW_LIMIT) with their status: ready, or each problem in plain words; they show after the first paint. */
export function PreviewTable(props: PreviewTableProps) {
  return useShownAfterPaint() ? <PreviewRows {...props} /> : null;
}

function PreviewRows(props: PreviewTableProps) {
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
      <div data-testid="import-preview" style={SCROLLER}>
        <table style={TABLE}>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" style={{ ...CELL, ...HEAD, textAlign: NUMERIC.has(column) ? 'end' : 'start' }}>
                  {t(`preview.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, i) => (
              <tr key={i}>
                {cells.map((cell, c) => (
                  <td key={c} style={{ ...CELL, textAlign: NUMERIC.has(COLUMNS[c]!) ? 'end' : 'start', whiteSpace: ONE_LINE.has(COLUMNS[c]!) ? 'nowrap' : undefined }}>{cell as ReactNode}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > shown.length && (
        <Text as="p" tone="subdued">{t('preview.firstRows', { shown: shown.length, total })}</Text>
      )}
    </BlockStack>
  );
}
