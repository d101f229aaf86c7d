import { Banner, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import type { PricingPlan, UpgradeDiscount } from '../../contract/plans';
import { formatDate, intlLocale } from '../../lib/format';

/** The shop's first-upgrade offer (`get_upgrade_discount`): what it is, which plans it lowers, and until when. */
export function UpgradeOfferBanner({ offer, plans }: { offer: UpgradeDiscount; plans: readonly PricingPlan[] }) {
  const { t, i18n } = useTranslation('plan');
  const percent = Math.round(offer.discount_value * 100);
  const names = plans
    .filter((plan) => offer.plan_ids.includes(plan.id))
    .map((plan) => t(`names.${plan.name}`, { defaultValue: plan.name }));
  const list = new Intl.ListFormat(intlLocale(i18n.language), { type: 'disjunction' }).format([...new Set(names)]);
  return (
    <Banner tone="info" title={t('upgrade.title', { percent })}>
      <Text as="p">
        {t('upgrade.body', { count: offer.duration_limit_in_intervals, percent, plans: list, date: formatDate(i18n.language, offer.ends_at) })}
      </Text>
    </Banner>
  );
}
