import { Banner, BlockStack, Card, InlineStack, Spinner, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { errorMessage, errorStage, fileName, formatOf, rowsRead, selectChecking } from '../../../machines/import/file-import.selectors';
import type { NotCsvKind } from '../../lib/import/sniff';
import type { FileImportActor } from './types';

/** While the file is read and checked: its name, the rows read so far, a spinner. */
export function ReadingCard({ actor }: { /** The running import. */ actor: FileImportActor }) {
  const { t } = useTranslation('import');
  const name = useSelector(actor, fileName);
  const rows = useSelector(actor, rowsRead);
  const checking = useSelector(actor, selectChecking);
  return (
    <Card>
      <InlineStack gap="300" blockAlign="center">
        <Spinner size="small" accessibilityLabel={t('reading.title', { name })} />
        <BlockStack gap="050">
          <Text as="h2" variant="headingMd">{t('reading.title', { name })}</Text>
          <Text as="p" tone="subdued">{checking ? t('reading.checking') : t('reading.rows', { count: rows })}</Text>
        </BlockStack>
      </InlineStack>
    </Card>
  );
}

/** What a file that is not CSV text is, and how to make a CSV of it. */
function NotCsvBanner({ actor, kind }: { actor: FileImportActor; kind: NotCsvKind }) {
  const { t } = useTranslation('import');
  const name = useSelector(actor, fileName);
  const image = kind === 'png' || kind === 'jpeg' || kind === 'gif' || kind === 'webp';
  const advice = NOT_CSV_ADVICE[kind];
  return (
    <Banner
      tone="critical"
      title={t('encoding.notCsv.title')}
      secondaryAction={{ content: t('loadFailed.another'), onAction: () => actor.send({ type: 'fileImport.reset' }) }}
    >
      <div data-testid="not-csv">
        <p>{image ? t('encoding.notCsv.image', { name, type: kind.toUpperCase() }) : t(`encoding.notCsv.${kind}`, { name })}</p>
        <p>{t(`encoding.notCsv.${advice}`)}</p>
      </div>
    </Banner>
  );
}

/** What the merchant can do with each kind of file that is not CSV. */
const NOT_CSV_ADVICE: Record<NotCsvKind, 'saveSpreadsheet' | 'unpack' | 'exportAgain'> = {
  xlsx: 'saveSpreadsheet',
  xls: 'saveSpreadsheet',
  ods: 'saveSpreadsheet',
  zip: 'unpack',
  gzip: 'unpack',
  pdf: 'exportAgain',
  png: 'exportAgain',
  jpeg: 'exportAgain',
  gif: 'exportAgain',
  webp: 'exportAgain',
  binary: 'exportAgain',
};

/** Reading, product loading or the row check failed: what happened, retry, or another file. */
export function LoadFailedBanner({ actor }: { /** The running import. */ actor: FileImportActor }) {
  const { t } = useTranslation('import');
  const stage = useSelector(actor, errorStage);
  const message = useSelector(actor, errorMessage);
  if (stage === 'notCsv') return <NotCsvBanner actor={actor} kind={message as NotCsvKind} />;
  const body = stage === 'empty' || stage === 'catalog' || stage === 'check' || stage === 'read' ? t(`loadFailed.${stage}`) : message;
  return (
    <Banner
      tone="critical"
      title={t('loadFailed.title')}
      action={stage === 'empty' ? undefined : { content: t('loadFailed.retry'), onAction: () => actor.send({ type: 'fileImport.retry' }) }}
      secondaryAction={{ content: t('loadFailed.another'), onAction: () => actor.send({ type: 'fileImport.reset' }) }}
    >
      <p>{body}</p>
    </Banner>
  );
}

/** Which format was recognised, or that the columns need matching. */
export function FormatBanner({ actor }: { /** The running import. */ actor: FileImportActor }) {
  const { t } = useTranslation('import');
  const format = useSelector(actor, formatOf);
  if (format === 'unknown') return <Banner tone="info"><p>{t('notRecognised')}</p></Banner>;
  return (
    <Banner tone="success">
      <p data-testid="format-recognised">{t('recognised', { format: t(`formats.${format}`) })}</p>
    </Banner>
  );
}
