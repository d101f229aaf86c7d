import type { PlanCheck, PlanDiscountCode, PricingPlans, SpendingLimit, UpgradeDiscount } from '../../contract/plans';
import type { Runtime } from '../../app/runtime';

/** What the plan page needs. */
export interface PlanPageData {
  plans: PricingPlans;
  spending: SpendingLimit | null;
  code: PlanDiscountCode | null;
  /** The shop's first-upgrade offer (null when none, or when it could not be read). */
  upgrade: UpgradeDiscount | null;
  /** The result of a plan change the merchant just approved or declined. */
  check: PlanCheck | null;
  declined: boolean;
}

/**
 * Loads plans, spending limit, discount code and the first-upgrade offer in parallel; on the way back from the billing
 * page (charge_id in the URL) it checks the charge first and refreshes the shop's plan.
 */
export async function loadPlanPage({ runtime, deps }: { runtime: Runtime; deps: Record<string, unknown> }): Promise<PlanPageData> {
  const chargeId = typeof deps.charge_id === 'string' ? deps.charge_id : null;
  const check = chargeId ? await runtime.api.plans.checkPricingPlan(chargeId) : null;
  if (check?.status === 'active') runtime.startup.send({ type: 'startup.reload' });
  const [plans, spending, code, upgrade] = await Promise.all([
    runtime.api.plans.getPricingPlans(),
    runtime.api.plans.getSpendingLimit().catch(() => null),
    runtime.api.plans.getDiscountCode().catch(() => null),
    runtime.api.plans.getUpgradeDiscount().catch(() => null),
  ]);
  return { plans, spending, code, upgrade, check, declined: deps.declined === '1' };
}
