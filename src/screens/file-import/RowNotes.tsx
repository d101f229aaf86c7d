import { BlockStack, List, Text } from '@shopify/polaris';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RowNote } from '../../lib/import/reasons';

/** One note in the merchant's words: what was repaired or left out, with the value from the file. */
export function noteText(t: TFunction, note: RowNote): string {
  return t(`import:values.notes.${note.code}`, { value: note.value ?? '', repaired: note.repaired ?? '', defaultValue: note.message });
}

/** The notes of one row (preview status cell). */
export function RowNoteLines({ notes }: { /** The row's notes. */ notes: readonly RowNote[] }) {
  const { t } = useTranslation('import');
  return (
    <BlockStack gap="050">
      {notes.map((note, i) => (
        <Text as="span" tone="caution" key={i}>{noteText(t, note)}</Text>
      ))}
    </BlockStack>
  );
}

/**
 * The rows imported (or to be imported) with an optional value repaired or left out, each with
 * its line and what happened (the summary's list).
 */
export function RowNotes({ rows, limit }: {
  /** Rows with notes, in file order. */
  rows: ReadonlyArray<{ line: number; notes: readonly RowNote[] }>;
  /** Most rows listed. */
  limit: number;
}) {
  const { t } = useTranslation('import');
  if (rows.length === 0) return null;
  return (
    <BlockStack gap="200">
      <Text as="h3" variant="headingSm">{t('values.notesTitle')}</Text>
      <div data-testid="row-notes">
        <List>
          {rows.slice(0, limit).map((r) => (
            <List.Item key={r.line}>
              <Text as="span" fontWeight="semibold">{t('summary.row', { line: r.line })}: </Text>
              <Text as="span">{r.notes.map((n) => noteText(t, n)).join(' ')}</Text>
            </List.Item>
          ))}
        </List>
      </div>
    </BlockStack>
  );
}
