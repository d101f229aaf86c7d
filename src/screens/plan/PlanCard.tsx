import { Badge, BlockStack, Box, Button, Card, Divider, Icon, InlineStack, Select, Text } from '@shopify/polaris';
import { CheckIcon, MinusIcon } from '@shopify/polaris-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingPlan } from '../../contract/plans';
import { formatMoney, formatNumber } from '../../lib/format';

/** Features shown on every card, in order (the plan's permissions say which it has). */
export const PLAN_FEATURES = [
  'remove_branding', 'import_reviews', 'photo_video_reviews', 'qa', 'multi_language', 'referral',
  'google_shopping', 'klaviyo', 'custom_css', 'api_access', 'priority_support',
] as const;

/** One plan of the table: price, requests, features (missing ones shown disabled), and its action. */
export function PlanCard(props: {
  plan: PricingPlan;
  busy: boolean;
  /** The shop's request tier (SPEC §3 tier_level, default 1): the current plan's card starts at it. */
  currentTier: number;
  onChoose: (plan: PricingPlan, tierLevel: number) => void;
}) {
  const { t, i18n } = useTranslation('plan');
  const { plan } = props;
  const tiers = plan.tier_levels ?? [];
  const [level, setLevel] = useState(() => (plan.is_current && tiers.some((x) => x.level === props.currentTier) ? props.currentTier : tiers[0]?.level ?? 1));
  const tier = tiers.find((x) => x.level === level);
  const yearly = plan.interval === 'ANNUAL';
  const price = tier ? tier.price : plan.actual_price;
  const quota = tier ? tier.requests : plan.request_quota;
  const discounted = plan.actual_price < plan.original_price && (!tier || tier.level === tiers[0]?.level);
  const requests = quota < 0 ? t('card.unlimited') : t('card.requests', { count: quota, formatted: formatNumber(i18n.language, quota) });
  // The current plan at another tier is a change of tier, not the current plan.
  const current = plan.is_current && (tiers.length === 0 || level === props.currentTier);
  const action = current ? t('card.current') : plan.is_current ? t('card.changeTier') : plan.original_price === 0 ? t('card.downgrade') : t('card.choose');
  const tierOptions = tiers.map((x) => ({
    value: String(x.level),
    label: t('card.tierOption', { requests: formatNumber(i18n.language, x.requests), price: formatMoney(i18n.language, x.price) }),
  }));
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h2" variant="headingMd">{t(`names.${plan.name}`, { defaultValue: plan.name })}</Text>
          {plan.is_current ? <Badge tone="success">{t('card.currentBadge')}</Badge> : plan.recommend ? <Badge tone="info">{t('card.recommended')}</Badge> : null}
        </InlineStack>
        <BlockStack gap="100">
          <InlineStack gap="200" blockAlign="end">
            <Text as="p" variant="heading2xl">{formatMoney(i18n.language, price)}</Text>
            <Text as="span" tone="subdued">{yearly ? t('card.perYear') : t('card.perMonth')}</Text>
          </InlineStack>
          {discounted && (
            <Text as="p" tone="subdued">
              <s aria-label={t('card.originalPrice', { price: formatMoney(i18n.language, plan.original_price) })}>{formatMoney(i18n.language, plan.original_price)}</s>
            </Text>
          )}
          {tiers.length > 1 ? (
            <Select label={t('card.tierLabel')} options={tierOptions} value={String(level)} onChange={(v) => setLevel(Number(v))} />
          ) : null}
          <Text as="p" fontWeight="medium">{requests}</Text>
          {plan.trial_days > 0 && <Text as="p" tone="subdued">{t('card.trial', { count: plan.trial_days })}</Text>}
        </BlockStack>
        <Button variant={plan.recommend && !current ? 'primary' : 'secondary'} disabled={current} loading={props.busy} onClick={() => props.onChoose(plan, level)} fullWidth>
          {action}
        </Button>
        <Divider />
        <BlockStack gap="150" as="ul">
          {PLAN_FEATURES.map((f) => {
            const has = plan.permissions[f] === true;
            return (
              <Box as="li" key={f}>
                <InlineStack gap="150" blockAlign="center" wrap={false}>
                  <span aria-hidden="true"><Icon source={has ? CheckIcon : MinusIcon} tone={has ? 'success' : 'subdued'} /></span>
                  <Text as="span" tone={has ? undefined : 'subdued'}>
                    {t(`features.${f}`)}
                    {!has && <span className="ra-visually-hidden"> ({t('card.notIncluded')})</span>}
                  </Text>
                </InlineStack>
              </Box>
            );
          })}
        </BlockStack>
      </BlockStack>
    </Card>
  );
}
