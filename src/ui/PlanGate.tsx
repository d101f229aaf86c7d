import { BlockStack, Box, Button, Card, InlineStack, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectStartupData } from '../../machines/startup/startup.selectors';
import type { PlanFeature } from '../contract/plans';
import { firstPlanWith, planAllows } from '../app/plan-permissions';
import { useRuntimeOrNull } from '../app/runtime-context';

/**
 * True when the shop's plan grants `feature` (see {@link planAllows}); true for no feature, and
 * outside an admin element (a form rendered on its own has no plan to ask).
 */
export function usePlanAllows(feature: PlanFeature | null): boolean {
  const runtime = useRuntimeOrNull();
  return useSelector(runtime?.startup, (s) => feature === null || !s || planAllows(selectStartupData(s), feature));
}

/**
 * The short upgrade card of a feature the plan lacks: "Available on Growth and above", what is
 * missing, and "See plans" (→ /plan?source=<feature>). `inline` is the one-line form for a list row.
 */
export function PlanUpgradeCard({ feature, inline = false }: { feature: PlanFeature; inline?: boolean }) {
  const { t } = useTranslation('plan');
  const plan = firstPlanWith(feature);
  const title = t('gate.title', { plan: t(`names.${plan}`, { defaultValue: plan }) });
  const see = <Button url={`/plan?source=${feature}`} variant={inline ? 'plain' : 'primary'}>{t('gate.seePlans')}</Button>;
  if (inline) {
    return (
      <BlockStack gap="050" inlineAlign="start">
        <Text as="span" tone="subdued">{title}</Text>
        {see}
      </BlockStack>
    );
  }
  return (
    <Card>
      <Box data-plan-gate={feature}>
        <BlockStack gap="200">
          <Text as="h2" variant="headingMd">{title}</Text>
          <Text as="p">{t('gate.body', { feature: t(`features.${feature}`) })}</Text>
          <InlineStack>{see}</InlineStack>
        </BlockStack>
      </Box>
    </Card>
  );
}

/**
 * Shows `children` when the shop's plan grants `feature` (or `feature` is null, or `open` is true:
 * e.g. a feature already on stays reachable to turn off), else the upgrade card.
 */
export function PlanGate({ feature, open = false, inline = false, children }: {
  feature: PlanFeature | null;
  open?: boolean;
  inline?: boolean;
  children: ReactNode;
}) {
  const allowed = usePlanAllows(feature);
  if (allowed || open || feature === null) return <>{children}</>;
  return <PlanUpgradeCard feature={feature} inline={inline} />;
}
