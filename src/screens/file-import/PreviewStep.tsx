import { Banner, BlockStack, Button, ButtonGroup, Card, InlineStack, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOrderOpen, fileName, formatOf, invalidCount, selectProducts, selectResults, totalRows, validCount } from '../../../machines/import/file-import.selectors';
import { afterPaint } from './after-paint';
import { DateOrderQuestion } from './DateOrderQuestion';
import { PreviewTable } from './PreviewTable';
import type { FileImportActor } from './types';
import { UnmappedColumns } from './UnmappedColumns';

/** The preview: how many rows are ready and how many have problems, the first rows with reasons, and the start button. */
export function PreviewStep({ actor }: { /** The running import. */ actor: FileImportActor }) {
  const { t } = useTranslation('import');
  const name = useSelector(actor, fileName);
  const total = useSelector(actor, totalRows);
  const valid = useSelector(actor, validCount);
  const invalid = useSelector(actor, invalidCount);
  const custom = useSelector(actor, formatOf) === 'unknown';
  const results = useSelector(actor, selectResults);
  const products = useSelector(actor, selectProducts);
  const askingDates = useSelector(actor, dateOrderOpen);
  const [problemsOnly, setProblemsOnly] = useState(false);
  return (
    <Card>
      <BlockStack gap="400">
        <BlockStack gap="100">
          <Text as="h2" variant="headingMd">{t('preview.title')}</Text>
          <Text as="p" tone="subdued">{t('preview.rows', { count: total, name })}</Text>
        </BlockStack>
        <InlineStack gap="400">
          <Text as="p" tone="success" fontWeight="semibold"><span data-testid="preview-valid">{t('preview.valid', { count: valid })}</span></Text>
          {invalid > 0 && (
            <Text as="p" tone="critical" fontWeight="semibold"><span data-testid="preview-invalid">{t('preview.invalid', { count: invalid })}</span></Text>
          )}
        </InlineStack>
        <DateOrderQuestion actor={actor} />
        {valid === 0 && <Banner tone="warning"><p>{t('preview.noValid')}</p></Banner>}
        {invalid > 0 && (
          <ButtonGroup variant="segmented">
            <Button pressed={!problemsOnly} onClick={() => setProblemsOnly(false)}>{t('preview.showAll')}</Button>
            <Button pressed={problemsOnly} onClick={() => setProblemsOnly(true)}>{t('preview.showProblems')}</Button>
          </ButtonGroup>
        )}
        {!custom && <UnmappedColumns actor={actor} quietWhenNone />}
        <PreviewTable results={results} products={products} problemsOnly={problemsOnly} rawDates={askingDates} />
        <InlineStack align="end" gap="200">
          <Button onClick={() => actor.send({ type: 'fileImport.reset' })}>{t('preview.another')}</Button>
          {custom && <Button onClick={() => actor.send({ type: 'fileImport.editMapping' })}>{t('preview.editMapping')}</Button>}
          <Button variant="primary" disabled={valid === 0 || askingDates} onClick={() => afterPaint(() => actor.send({ type: 'fileImport.start' }))}>
            {t('preview.start', { count: valid })}
          </Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
