import { BlockStack, Card, Checkbox, ChoiceList, FormLayout, InlineStack, Text, TextField, Badge } from '@shopify/polaris';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardKind } from '../../contract/review-rewards';
import type { RewardDraft, RewardErrors } from './reward-form';
import { RewardSummary } from './RewardSummary';

/** One reward (for any review, a photo review or a video review): every setting with its error at the field. */
export const RewardCard = memo(function RewardCard({
  kind,
  draft,
  errors,
  currency,
  onChange,
}: {
  kind: RewardKind;
  draft: RewardDraft;
  errors: RewardErrors;
  /** The shop's currency symbol (fixed amounts and the minimum order). */
  currency: string;
  onChange(kind: RewardKind, field: keyof RewardDraft, value: RewardDraft[keyof RewardDraft]): void;
}) {
  const { t } = useTranslation('review-rewards');
  const set = <K extends keyof RewardDraft>(key: K, value: RewardDraft[K]) => onChange(kind, key, value);
  const id = `reward-${kind}`;
  const percent = draft.valueType === 1;
  const noExpiry = draft.expiresDays.trim() === '0';
  return (
    <Card>
      <section aria-labelledby={`${id}-title`} data-testid={id}>
        <BlockStack gap="400">
          <InlineStack gap="200" blockAlign="center">
            <Text as="h2" variant="headingMd" id={`${id}-title`}>{t(`kinds.${kind}.title`)}</Text>
            <Badge tone={draft.enabled ? 'success' : undefined}>{t(draft.enabled ? 'status.on' : 'status.off')}</Badge>
          </InlineStack>
          <Text as="p" tone="subdued">{t(`kinds.${kind}.help`)}</Text>
          <Checkbox label={t('fields.enabled')} checked={draft.enabled} onChange={(v) => set('enabled', v)} />
          <FormLayout>
            <ChoiceList
              title={t('fields.valueType')}
              choices={[{ label: t('fields.percentage'), value: '1' }, { label: t('fields.fixed', { currency }), value: '2' }]}
              selected={[String(draft.valueType)]}
              onChange={([v]) => set('valueType', v === '2' ? 2 : 1)}
            />
            <FormLayout.Group>
              <TextField
                label={t('fields.value')}
                type="number"
                inputMode="decimal"
                autoComplete="off"
                value={draft.value}
                onChange={(v) => set('value', v)}
                {...(percent ? { suffix: '%' } : { prefix: currency })}
                error={errors.value ? t(errors.value) : undefined}
              />
              <TextField
                label={t('fields.expiresDays')}
                type="number"
                inputMode="numeric"
                autoComplete="off"
                value={draft.expiresDays}
                onChange={(v) => set('expiresDays', v)}
                helpText={t('fields.expiresDaysHelp')}
                error={errors.expiresDays ? t(errors.expiresDays) : undefined}
              />
              <TextField
                label={t('fields.minOrder')}
                type="number"
                inputMode="decimal"
                autoComplete="off"
                prefix={currency}
                value={draft.minOrder}
                onChange={(v) => set('minOrder', v)}
                helpText={t('fields.minOrderHelp')}
                error={errors.minOrder ? t(errors.minOrder) : undefined}
              />
            </FormLayout.Group>
            <Checkbox label={t('fields.oncePerCustomer')} helpText={t('fields.oncePerCustomerHelp')} checked={draft.oncePerCustomer} onChange={(v) => set('oncePerCustomer', v)} />
            <Checkbox
              label={t('fields.reminder')}
              helpText={noExpiry ? t('fields.reminderNoExpiry') : undefined}
              checked={draft.reminderEnabled}
              onChange={(v) => set('reminderEnabled', v)}
            />
            {draft.reminderEnabled && (
              <TextField
                label={t('fields.reminderDays')}
                type="number"
                inputMode="numeric"
                autoComplete="off"
                value={draft.reminderDays}
                onChange={(v) => set('reminderDays', v)}
                error={errors.reminderDays ? t(errors.reminderDays) : undefined}
              />
            )}
          </FormLayout>
          <RewardSummary kind={kind} draft={draft} valid={Object.keys(errors).length === 0} currency={currency} />
        </BlockStack>
      </section>
    </Card>
  );
});
