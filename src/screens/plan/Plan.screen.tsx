import { Banner, BlockStack, Button, ButtonGroup, InlineGrid, Layout, Modal, Page, Text } from '@shopify/polaris';
import { useLoaderData, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectOfferRunning, selectPercentOff, selectSaleWording } from '../../../machines/discount/discount.selectors';
import {
  selectPlanChoosing, selectPlanDowngradeOpen, selectPlanDowngrading, selectPlanError, selectPlanYearly,
} from '../../../machines/plan/plan-change.selectors';
import type { PricingPlan } from '../../contract/plans';
import { planChangeMachineFor } from '../../app/actors/plan-change.actors';
import { useRuntime } from '../../app/runtime-context';
import { Countdown } from '../../ui/discount/Countdown';
import { usePageTitle } from '../../ui/use-page-title';
import type { PlanPageData } from './plan.loader';
import { PlanCard } from './PlanCard';
import { UpgradeOfferBanner } from './UpgradeOfferBanner';
import { DiscountCodeCard, EmailQuotaCard, SpendingLimitCard } from './PlanExtras';

/** /plan: the plan table, plan changes, email quota, spending limit and discount codes. */
export default function Plan() {
  const { t } = useTranslation(['plan', 'common']);
  const runtime = useRuntime();
  const navigate = useNavigate();
  const data = useLoaderData({ strict: false }) as PlanPageData;
  usePageTitle(t('plan:title'));
  const [machine] = useState(() => planChangeMachineFor(runtime));
  const change = useActorRef(machine);
  const yearly = useSelector(change, selectPlanYearly);
  const busy = useSelector(change, selectPlanChoosing);
  const currentTier = useSelector(runtime.startup, (s) => s.context.data?.userInfo.tier_level ?? 1);
  const failure = useSelector(change, selectPlanError);
  const downgrade = useSelector(change, selectPlanDowngradeOpen);
  const downgrading = useSelector(change, selectPlanDowngrading);
  const offer = useSelector(runtime.discount, selectOfferRunning);
  const wording = useSelector(runtime.discount, selectSaleWording);
  const percent = useSelector(runtime.discount, selectPercentOff);
  const currency = data.spending?.currency ?? 'USD';
  // Cheapest first, so each card's "Everything in X, plus" names the card before it.
  const plans = data.plans.list
    .filter((p) => p.original_price === 0 || (p.interval === 'ANNUAL') === yearly)
    .sort((a, b) => a.original_price - b.original_price);

  useEffect(() => {
    const sub = change.on('plan.downgraded', () => {
      runtime.toasts.send({ type: 'toast.show', toast: { content: t('plan:downgraded') } });
      void navigate({ to: '/plan', search: { source: 'navigation' }, replace: true });
    });
    return () => sub.unsubscribe();
  }, [change, navigate, runtime, t]);
  const choose = (plan: PricingPlan, tierLevel: number) =>
    change.send({ type: 'plan.choose', plan: { id: plan.id, free: plan.original_price === 0, tierLevel } });
  const cancelDowngrade = () => change.send({ type: 'plan.cancelDowngrade' });

  return (
    <Page title={t('plan:title')} subtitle={t('plan:subtitle')}>
      <Layout>
        {data.check?.status === 'active' && (
          <Layout.Section><Banner tone="success" title={t('plan:changed', { plan: data.check.plan?.plan_name ?? '' })} /></Layout.Section>
        )}
        {(data.declined || data.check?.status === 'declined') && (
          <Layout.Section><Banner tone="warning" title={t('plan:declined')} /></Layout.Section>
        )}
        {failure && (
          <Layout.Section>
            <Banner tone="critical" title={t('plan:failed')} onDismiss={() => change.send({ type: 'plan.dismissError' })}><p>{failure}</p></Banner>
          </Layout.Section>
        )}
        {offer && (
          <Layout.Section>
            <Banner tone="info" title={t(`common:discount.${wording}`, { percent })}>
              <p>{t('common:discount.endsIn')} <Countdown /></p>
            </Banner>
          </Layout.Section>
        )}
        {data.upgrade && (
          <Layout.Section><UpgradeOfferBanner offer={data.upgrade} plans={data.plans.list} /></Layout.Section>
        )}
        <Layout.Section>
          <BlockStack gap="400">
            <ButtonGroup variant="segmented">
              <Button pressed={!yearly} onClick={() => change.send({ type: 'plan.showYearly', yearly: false })}>{t('plan:monthly')}</Button>
              <Button pressed={yearly} onClick={() => change.send({ type: 'plan.showYearly', yearly: true })}>{t('plan:yearly')}</Button>
            </ButtonGroup>
            <InlineGrid columns={{ xs: 1, sm: 2, lg: Math.min(4, plans.length) as 1 | 2 | 3 | 4 }} gap="400">
              {plans.map((p) => (
                <PlanCard
                  key={p.id}
                  plan={p}
                  busy={busy === p.id}
                  currentTier={currentTier}
                  currency={currency}
                  upgradeEndsAt={data.upgrade?.ends_at ?? null}
                  onChoose={choose}
                />
              ))}
            </InlineGrid>
          </BlockStack>
        </Layout.Section>
        <Layout.Section>
          <InlineGrid columns={{ xs: 1, md: 3 }} gap="400">
            <EmailQuotaCard />
            <SpendingLimitCard initial={data.spending} />
            <DiscountCodeCard initial={data.code} />
          </InlineGrid>
        </Layout.Section>
      </Layout>
      <Modal
        open={downgrade}
        onClose={cancelDowngrade}
        title={t('plan:downgradeTitle')}
        primaryAction={{ content: t('plan:downgradeConfirm'), destructive: true, loading: downgrading, onAction: () => change.send({ type: 'plan.confirmDowngrade' }) }}
        secondaryActions={[{ content: t('common:leave.stay'), onAction: cancelDowngrade }]}
      >
        <Modal.Section><Text as="p">{t('plan:downgradeBody')}</Text></Modal.Section>
      </Modal>
    </Page>
  );
}
