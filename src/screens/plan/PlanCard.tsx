import { Badge, BlockStack, Button, Card, Divider, InlineStack, Select, Text } from '@shopify/polaris';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingPlan } from '../../contract/plans';
import { formatMoney, formatNumber } from '../../lib/format';
import { useSupportChatAction } from '../../ui/support-chat/use-support-chat';
import { cardDiscount } from './plan-card-terms';
import { DiscountLines, PlanNotes } from './PlanCardNotes';
import { PlanFeatures } from './PlanFeatures';

/** Props of {@link PlanCard}. */
export interface PlanCardProps {
  plan: PricingPlan;
  busy: boolean;
  /** The shop's request tier (SPEC §3 tier_level, default 1): the current plan's card starts at it. */
  currentTier: number;
  /** Currency of plan charges. */
  currency: string;
  /** End of the first-upgrade offer when the shop has one (the cards it lowers say until when). */
  upgradeEndsAt: string | null;
  onChoose: (plan: PricingPlan, tierLevel: number) => void;
}

/** One plan of the table: the SPEC §3 plan card (price and discount, tier, requests, notes, features) and its action. */
export function PlanCard(props: PlanCardProps) {
  const { t, i18n } = useTranslation('plan');
  const { plan } = props;
  const tiers = plan.tier_levels ?? [];
  const [level, setLevel] = useState(() => (plan.is_current && tiers.some((x) => x.level === props.currentTier) ? props.currentTier : tiers[0]?.level ?? 1));
  const tier = tiers.find((x) => x.level === level);
  const money = (amount: number) => formatMoney(i18n.language, amount, props.currency);
  const yearly = plan.interval === 'ANNUAL';
  const price = tier ? tier.price : plan.actual_price;
  const quota = tier ? tier.requests : plan.request_quota;
  const discount = !tier || tier.level === tiers[0]?.level ? cardDiscount(plan) : null;
  const requests = quota < 0 ? t('card.unlimited') : t('card.requests', { count: quota, formatted: formatNumber(i18n.language, quota) });
  // The current plan at another tier is a change of tier, not the current plan.
  const current = plan.is_current && (tiers.length === 0 || level === props.currentTier);
  const action = current ? t('card.current') : plan.is_current ? t('card.changeTier') : plan.original_price === 0 ? t('card.downgrade') : t('card.choose');
  const tierOptions = tiers.map((x) => ({ value: String(x.level), label: t('card.tierOption', { requests: formatNumber(i18n.language, x.requests), price: money(x.price) }) }));
  const badge = plan.is_current
    ? <Badge tone="success">{t('card.currentBadge')}</Badge>
    : plan.recommend ? <Badge tone="info">{t('card.recommended')}</Badge> : null;
  return (
    <Card>
      <BlockStack gap="300">
        <BlockStack gap="100">
          <InlineStack align="space-between" blockAlign="center">
            <Text as="h2" variant="headingMd">{t(`names.${plan.name}`, { defaultValue: plan.name })}</Text>
            {badge}
          </InlineStack>
          <Text as="p" tone="subdued">{t(`desc.${plan.name}`, { defaultValue: '' })}</Text>
        </BlockStack>
        <BlockStack gap="100">
          {plan.is_custom_quote && !plan.is_current ? (
            <Text as="p" variant="headingXl">{t('card.customPrice')}</Text>
          ) : (
            <InlineStack gap="200" blockAlign="end">
              <Text as="p" variant="heading2xl">{money(price)}</Text>
              <Text as="span" tone="subdued">{yearly ? t('card.perYear') : t('card.perMonth')}</Text>
              {discount && (
                <Text as="span" tone="subdued">
                  <s aria-label={t('card.originalPrice', { price: money(plan.original_price) })}>{money(plan.original_price)}</s>
                </Text>
              )}
            </InlineStack>
          )}
          {discount && !plan.is_custom_quote && <DiscountLines plan={plan} discount={discount} currency={props.currency} upgradeEndsAt={props.upgradeEndsAt} />}
          {tiers.length > 1 ? <Select label={t('card.tierLabel')} options={tierOptions} value={String(level)} onChange={(v) => setLevel(Number(v))} /> : null}
          <Text as="p" fontWeight="medium">{requests}</Text>
          {plan.trial_days > 0 && !plan.is_custom_quote && <Text as="p" tone="subdued">{t('card.trial', { count: plan.trial_days })}</Text>}
          {!plan.is_custom_quote && <PlanNotes plan={plan} currency={props.currency} />}
        </BlockStack>
        {plan.is_custom_quote && !plan.is_current ? (
          <CustomQuote />
        ) : (
          <Button
            variant={plan.recommend && !current ? 'primary' : 'secondary'}
            disabled={current || !plan.is_active}
            loading={props.busy}
            onClick={() => props.onChoose(plan, level)}
            fullWidth
          >
            {plan.is_active ? action : t('card.notOffered')}
          </Button>
        )}
        <Divider />
        <PlanFeatures plan={plan} />
      </BlockStack>
    </Card>
  );
}

/** "Contact us for a custom quote": the support chat when configured, else an email with the shop's details. */
function CustomQuote() {
  const { t } = useTranslation('plan');
  const chat = useSupportChatAction();
  const label = t('card.customQuote');
  return 'url' in chat
    ? <Button url={chat.url} external fullWidth>{label}</Button>
    : <Button onClick={chat.onAction} fullWidth>{label}</Button>;
}
