import { Banner, BlockStack, Button, Card, InlineStack, ProgressBar, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  batchFailed, cancelRequested, errorMessage, fileName, progressPercent, sentCount, validCount,
} from '../../../machines/import/file-import.selectors';
import { formatNumber } from '../../lib/format';
import type { FileImportActor } from './types';

/** The import under way: a progress bar with "N of M rows", stop after the current batch, and a failed batch's retry. */
export function ImportProgress({ actor }: { /** The running import. */ actor: FileImportActor }) {
  const { t, i18n } = useTranslation('import');
  const name = useSelector(actor, fileName);
  const sent = useSelector(actor, sentCount);
  const total = useSelector(actor, validCount);
  const percent = useSelector(actor, progressPercent);
  const failed = useSelector(actor, batchFailed);
  const stopping = useSelector(actor, cancelRequested);
  const message = useSelector(actor, errorMessage);
  return (
    <BlockStack gap="400">
      {failed && (
        <Banner
          tone="critical"
          title={t('progress.failedTitle')}
          action={{ content: t('progress.retry'), onAction: () => actor.send({ type: 'fileImport.retry' }) }}
          secondaryAction={{ content: t('progress.stop'), onAction: () => actor.send({ type: 'fileImport.cancel' }) }}
        >
          <p>{t('progress.failedBody', { message })}</p>
        </Banner>
      )}
      <Card>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">{t('progress.title', { name })}</Text>
          <ProgressBar progress={percent} size="small" tone="primary" ariaLabelledBy="import-progress-label" />
          <InlineStack align="space-between" blockAlign="center">
            <Text as="p" id="import-progress-label">
              <span data-testid="import-progress">
                {t('progress.rows', { sent: formatNumber(i18n.language, sent), total: formatNumber(i18n.language, total) })}
              </span>
            </Text>
            {!failed && (
              <Button disabled={stopping} onClick={() => actor.send({ type: 'fileImport.cancel' })}>
                {stopping ? t('progress.stopping') : t('progress.cancel')}
              </Button>
            )}
          </InlineStack>
        </BlockStack>
      </Card>
    </BlockStack>
  );
}
