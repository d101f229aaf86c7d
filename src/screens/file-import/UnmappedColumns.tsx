import { BlockStack, InlineStack, Tag, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { leftBehindColumns, splitColumns } from '../../../machines/import/file-import.selectors';
import type { FileImportActor } from './types';

/** The file's columns that the import leaves behind (mapped to no field), so the merchant sees what will not be imported. */
export function UnmappedColumns({ actor, quietWhenNone = false }: {
  /** The running import. */
  actor: FileImportActor;
  /** Shows nothing when every column is imported (the preview of a recognised format). */
  quietWhenNone?: boolean;
}) {
  const { t } = useTranslation('import');
  const columns = splitColumns(useSelector(actor, leftBehindColumns));
  if (quietWhenNone && columns.length === 0) return null;
  return (
    <div data-testid="left-behind">
      <BlockStack gap="200">
        <Text as="h3" variant="headingSm">{t('formats.leftBehind.title', { count: columns.length })}</Text>
        {columns.length === 0 ? (
          <Text as="p" tone="subdued">{t('formats.leftBehind.none')}</Text>
        ) : (
          <>
            <Text as="p" tone="subdued">{t('formats.leftBehind.body', { count: columns.length })}</Text>
            <InlineStack gap="100" wrap>
              {columns.map((column) => (
                <span key={column} data-testid="left-behind-column"><Tag>{column}</Tag></span>
              ))}
            </InlineStack>
          </>
        )}
      </BlockStack>
    </div>
  );
}
