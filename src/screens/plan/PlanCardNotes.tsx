import { BlockStack, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import type { PricingPlan } from '../../contract/plans';
import { formatDate, formatMoney } from '../../lib/format';
import type { CardDiscount } from './plan-card-terms';

/** The discount lines of a card: share off, amount saved per interval, for how long and the price after. */
export function DiscountLines(props: { plan: PricingPlan; discount: CardDiscount; currency: string; upgradeEndsAt: string | null }) {
  const { t, i18n } = useTranslation('plan');
  const { plan, discount } = props;
  const money = (amount: number) => formatMoney(i18n.language, amount, props.currency);
  const yearly = plan.interval === 'ANNUAL';
  return (
    <BlockStack gap="050">
      <Text as="p" fontWeight="semibold" tone="success">
        {t('card.percentOff', { percent: discount.percent })}
        {' · '}
        {t(yearly ? 'card.savingYear' : 'card.savingMonth', { amount: money(discount.saving) })}
      </Text>
      <Text as="p" tone="subdued">{t(yearly ? 'card.paidYears' : 'card.paidMonths', { count: discount.intervals, price: money(discount.then) })}</Text>
      {plan.discount_code && <Text as="p" tone="subdued">{t('card.withCode', { code: plan.discount_code })}</Text>}
      {plan.upgrade_discount && props.upgradeEndsAt && (
        <Text as="p" tone="subdued">{t('card.upgradeOffer', { date: formatDate(i18n.language, props.upgradeEndsAt) })}</Text>
      )}
    </BlockStack>
  );
}

/** The card's notes: usage fee beyond the quota, the yearly saving, and the one-off payment of a change now. */
export function PlanNotes({ plan, currency }: { plan: PricingPlan; currency: string }) {
  const { t, i18n } = useTranslation('plan');
  const money = (amount: number) => formatMoney(i18n.language, amount, currency);
  const notes: string[] = [];
  if (plan.additional_order_fee !== null) notes.push(t('card.orderFee', { fee: money(plan.additional_order_fee) }));
  if (plan.yearly_saving !== null) notes.push(t('card.yearlySaving', { amount: money(plan.yearly_saving) }));
  if (plan.additional_payment_amount > 0 && !plan.is_current) notes.push(t('card.additionalPayment', { amount: money(plan.additional_payment_amount) }));
  if (notes.length === 0) return null;
  return (
    <BlockStack gap="050">
      {notes.map((note) => <Text key={note} as="p" variant="bodySm" tone="subdued">{note}</Text>)}
    </BlockStack>
  );
}
