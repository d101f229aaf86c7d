import { BlockStack, Box, Icon, InlineStack, Text } from '@shopify/polaris';
import { CheckIcon, MinusIcon } from '@shopify/polaris-icons';
import { useTranslation } from 'react-i18next';
import { PLAN_FEATURES, type PricingPlan } from '../../contract/plans';
import { formatNumber } from '../../lib/format';

/** The card's feature list under its heading ("Everything in Starter, plus"); missing features shown disabled. */
export function PlanFeatures({ plan }: { plan: PricingPlan }) {
  const { t, i18n } = useTranslation('plan');
  const shown = plan.display_quota < 0
    ? t('card.shownAll')
    : t('card.shownLimited', { count: plan.display_quota, formatted: formatNumber(i18n.language, plan.display_quota) });
  const title = plan.includes_plan
    ? t('card.featureTitle', { plan: t(`names.${plan.includes_plan}`, { defaultValue: plan.includes_plan }) })
    : t('card.featureTitleFirst');
  return (
    <BlockStack gap="150">
      <Text as="h3" variant="headingSm">{title}</Text>
      <BlockStack gap="150" as="ul">
        <Line has text={shown} />
        {PLAN_FEATURES.map((f) => <Line key={f} has={plan.permissions[f] === true} text={t(`features.${f}`)} />)}
      </BlockStack>
    </BlockStack>
  );
}

function Line({ has, text }: { has: boolean; text: string }) {
  const { t } = useTranslation('plan');
  return (
    <Box as="li">
      <InlineStack gap="150" blockAlign="center" wrap={false}>
        <span aria-hidden="true"><Icon source={has ? CheckIcon : MinusIcon} tone={has ? 'success' : 'subdued'} /></span>
        <Text as="span" tone={has ? undefined : 'subdued'}>
          {text}
          {!has && <span className="ra-visually-hidden"> ({t('card.notIncluded')})</span>}
        </Text>
      </InlineStack>
    </Box>
  );
}
