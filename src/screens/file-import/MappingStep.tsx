import { BlockStack, Button, Card, FormLayout, InlineGrid, InlineStack, Select, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fileName, mappedHeader, missingSlots, selectHeaders, slotsOf } from '../../../machines/import/file-import.selectors';
import { PRODUCT_FIELDS } from '../../lib/import/headers';
import { IMPORT_FIELDS, type ImportField } from '../../lib/import/types';
import type { FileImportActor } from './types';
import { UnmappedColumns } from './UnmappedColumns';

const REQUIRED: readonly ImportField[] = ['rating', 'body', 'author'];
const PRODUCT: readonly ImportField[] = PRODUCT_FIELDS;

/** The label of a field's select, with what the import needs of it. */
function fieldLabel(t: (key: string) => string, field: ImportField): string {
  const label = t(`mapping.fields.${field}`);
  if (REQUIRED.includes(field)) return `${label} · ${t('mapping.required')}`;
  if (PRODUCT.includes(field)) return `${label} · ${t('mapping.requiredProduct')}`;
  return label;
}

/** One field's column choice. */
function FieldSelect({ actor, field, options }: { actor: FileImportActor; field: ImportField; options: { label: string; value: string }[] }) {
  const { t } = useTranslation('import');
  const header = useSelector(actor, (s) => mappedHeader(s, field));
  return (
    <Select
      label={fieldLabel(t, field)}
      options={options}
      value={header}
      onChange={(value) => actor.send({ type: 'fileImport.map', field, header: value || null })}
    />
  );
}

/** The mapping step for a file with unknown columns: a column per review field, prefilled with the suggestion. */
export function MappingStep({ actor }: { /** The running import. */ actor: FileImportActor }) {
  const { t } = useTranslation('import');
  const name = useSelector(actor, fileName);
  const missing = slotsOf(useSelector(actor, missingSlots));
  const headers = useSelector(actor, selectHeaders);
  const options = [{ label: t('mapping.none'), value: '' }, ...headers.filter(Boolean).map((h) => ({ label: h, value: h }))];
  return (
    <Card>
      <BlockStack gap="400">
        <BlockStack gap="100">
          <Text as="h2" variant="headingMd">{t('mapping.title')}</Text>
          <Text as="p" tone="subdued">{t('mapping.body', { name })}</Text>
        </BlockStack>
        <FormLayout>
          <InlineGrid columns={{ xs: 1, sm: 2, md: 3 }} gap="300">
            {IMPORT_FIELDS.map((field) => <FieldSelect key={field} actor={actor} field={field} options={options} />)}
          </InlineGrid>
        </FormLayout>
        <UnmappedColumns actor={actor} />
        <InlineStack align="space-between" blockAlign="center" gap="200">
          <Text as="p" tone={missing.length ? 'critical' : 'subdued'}>
            {missing.length ? t('mapping.missing', { fields: missing.map((slot) => t(`mapping.slots.${slot}`)).join(', ') }) : ''}
          </Text>
          <InlineStack gap="200">
            <Button onClick={() => actor.send({ type: 'fileImport.reset' })}>{t('preview.another')}</Button>
            <Button variant="primary" disabled={missing.length > 0} onClick={() => actor.send({ type: 'fileImport.confirmMapping' })}>
              {t('mapping.confirm')}
            </Button>
          </InlineStack>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
