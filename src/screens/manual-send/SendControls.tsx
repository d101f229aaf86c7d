import { Banner, BlockStack, Button, Card, InlineStack, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectCanSend, selectError, selectOverQuota, selectProblemCount, selectQuotaLeft, selectSendableCount, selectStep,
} from '../../../machines/request-import/manual-requests.selectors';
import type { ManualRequestsActor } from './manual-requests-actor';

/**
 * Below the list: what will be sent and what will not, this month's quota left with a warning
 * when the list is longer, Send, and a failed call's message with Retry (the list is kept).
 */
export function SendControls(props: {
  /** The list's machine. */
  actor: ManualRequestsActor;
  /** Label of the send button (with the count); the typed/CSV one by default. */
  label?: (count: number) => string;
  /** Shown instead of the counts when nothing can be sent. */
  emptyHint?: string;
}) {
  const { actor } = props;
  const { t } = useTranslation('requests');
  const sendable = useSelector(actor, selectSendableCount);
  const problems = useSelector(actor, selectProblemCount);
  const quotaLeft = useSelector(actor, selectQuotaLeft);
  const overQuota = useSelector(actor, selectOverQuota);
  const canSend = useSelector(actor, selectCanSend);
  const step = useSelector(actor, selectStep);
  const error = useSelector(actor, selectError);
  return (
    <BlockStack gap="300">
      {step === 'failed' && (
        <Banner
          tone="critical"
          title={t('send.failedTitle')}
          action={{ content: t('send.retry'), onAction: () => actor.send({ type: 'manualRequests.retry' }) }}
          secondaryAction={{ content: t('send.editList'), onAction: () => actor.send({ type: 'manualRequests.edit' }) }}
        >
          <p>{t('send.failedBody', { message: error ?? '' })}</p>
        </Banner>
      )}
      {quotaLeft === 0 ? (
        <Banner tone="warning"><p>{t('manual.noQuota')}</p></Banner>
      ) : overQuota ? (
        <Banner tone="warning"><p>{t('manual.overQuota', { left: quotaLeft })}</p></Banner>
      ) : null}
      <Card>
        <InlineStack align="space-between" blockAlign="center" gap="300">
          <BlockStack gap="100">
            {quotaLeft !== null && <Text as="p">{t('manual.quotaLeft', { count: quotaLeft })}</Text>}
            {sendable === 0 ? (
              <Text as="p" tone="subdued">{props.emptyHint ?? t('send.nothing')}</Text>
            ) : (
              <Text as="p" tone="subdued">{t('manual.rowsToSend', { count: sendable })}</Text>
            )}
            {problems > 0 && <Text as="p" tone="critical">{t('manual.rowsWithProblems', { count: problems })}</Text>}
          </BlockStack>
          <Button
            variant="primary"
            disabled={!canSend || step === 'failed'}
            loading={step === 'sending'}
            onClick={() => actor.send({ type: 'manualRequests.send' })}
          >
            {props.label ? props.label(sendable) : t('send.button', { count: sendable })}
          </Button>
        </InlineStack>
      </Card>
    </BlockStack>
  );
}
