import { Box, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import type { RewardKind } from '../../contract/review-rewards';
import type { RewardDraft } from './reward-form';

/** The value of a reward as the customer reads it: "10%" or "$5". */
export function formatRewardValue(draft: Pick<RewardDraft, 'valueType' | 'value'>, currency: string): string {
  return draft.valueType === 1 ? `${Number(draft.value)}%` : `${currency}${Number(draft.value)}`;
}

/**
 * What the customer gets, in one sentence ("Customers who add a photo get 10% off orders over
 * $50, valid 30 days."), or why nothing is given (off, or values to fix first).
 */
export function RewardSummary({ kind, draft, valid, currency }: { kind: RewardKind; draft: RewardDraft; valid: boolean; currency: string }) {
  const { t } = useTranslation('review-rewards');
  let sentence: string;
  if (!draft.enabled) sentence = t('summary.off');
  else if (!valid) sentence = t('summary.fixFirst');
  else {
    const days = Number(draft.expiresDays);
    const min = Number(draft.minOrder);
    sentence = t('summary.sentence', {
      who: t(`summary.who.${kind}`),
      value: formatRewardValue(draft, currency),
      orders: min > 0 ? t('summary.ordersOver', { amount: `${currency}${min}` }) : t('summary.anyOrder'),
      validity: days > 0 ? t('summary.valid', { count: days }) : t('summary.neverExpires'),
    });
    if (draft.oncePerCustomer) sentence = `${sentence} ${t('summary.once')}`;
  }
  return (
    <Box background="bg-surface-secondary" padding="300" borderRadius="200">
      <div data-testid={`reward-summary-${kind}`}>
        <Text as="p">{sentence}</Text>
      </div>
    </Box>
  );
}
