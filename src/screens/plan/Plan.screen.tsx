import { Banner, BlockStack, Button, ButtonGroup, InlineGrid, Layout, Modal, Page, Text } from '@shopify/polaris';
import { useLoaderData, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { percentOff, saleWording } from '../../../machines/discount/discount.selectors';
import type { PricingPlan } from '../../contract/plans';
import { useRuntime } from '../../app/runtime-context';
import { Countdown } from '../../ui/discount/Countdown';
import { usePageTitle } from '../../ui/use-page-title';
import type { PlanPageData } from './plan.loader';
import { PlanCard } from './PlanCard';
import { DiscountCodeCard, EmailQuotaCard, SpendingLimitCard } from './PlanExtras';

/** /plan: the plan table, plan changes, email quota, spending limit and discount codes. */
export default function Plan() {
  const { t } = useTranslation(['plan', 'common']);
  const runtime = useRuntime();
  const navigate = useNavigate();
  const data = useLoaderData({ strict: false }) as PlanPageData;
  usePageTitle(t('plan:title'));
  const [yearly, setYearly] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [downgrade, setDowngrade] = useState(false);
  const offer = useSelector(runtime.discount, (s) => s.matches('running'));
  const wording = useSelector(runtime.discount, (s) => saleWording(s.context));
  const percent = useSelector(runtime.discount, (s) => percentOff(s.context));
  const plans = data.plans.list.filter((p) => p.original_price === 0 || (p.interval === 'ANNUAL') === yearly);

  const choose = async (plan: PricingPlan) => {
    if (plan.original_price === 0) return setDowngrade(true);
    setBusy(plan.id);
    setFailure(null);
    try {
      const change = await runtime.api.plans.addPricingPlan(plan.id);
      runtime.host.navigateExternal(change.confirmation_url);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
      setBusy(null);
    }
  };
  const confirmDowngrade = async () => {
    try {
      await runtime.api.plans.deletePricingPlan();
      setDowngrade(false);
      runtime.startup.send({ type: 'startup.reload' });
      runtime.toasts.send({ type: 'toast.show', toast: { content: t('plan:downgraded') } });
      void navigate({ to: '/plan', search: { source: 'navigation' }, replace: true });
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
      setDowngrade(false);
    }
  };

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
            <Banner tone="critical" title={t('plan:failed')} onDismiss={() => setFailure(null)}><p>{failure}</p></Banner>
          </Layout.Section>
        )}
        {offer && (
          <Layout.Section>
            <Banner tone="info" title={t(`common:discount.${wording}`, { percent })}>
              <p>{t('common:discount.endsIn')} <Countdown /></p>
            </Banner>
          </Layout.Section>
        )}
        <Layout.Section>
          <BlockStack gap="400">
            <ButtonGroup variant="segmented">
              <Button pressed={!yearly} onClick={() => setYearly(false)}>{t('plan:monthly')}</Button>
              <Button pressed={yearly} onClick={() => setYearly(true)}>{t('plan:yearly')}</Button>
            </ButtonGroup>
            <InlineGrid columns={{ xs: 1, sm: 2, lg: Math.min(4, plans.length) as 1 | 2 | 3 | 4 }} gap="400">
              {plans.map((p) => (
                <PlanCard key={p.id} plan={p} busy={busy === p.id} onChoose={(plan) => void choose(plan)} />
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
        onClose={() => setDowngrade(false)}
        title={t('plan:downgradeTitle')}
        primaryAction={{ content: t('plan:downgradeConfirm'), destructive: true, onAction: () => void confirmDowngrade() }}
        secondaryActions={[{ content: t('common:leave.stay'), onAction: () => setDowngrade(false) }]}
      >
        <Modal.Section><Text as="p">{t('plan:downgradeBody')}</Text></Modal.Section>
      </Modal>
    </Page>
  );
}
