import type { PlanCheck, PlanDiscountCode, PricingPlans, SpendingLimit } from '../../contract/plans';
import type { Runtime } from '../../app/runtime';

/** What the plan page needs. */
export interface PlanPageData {
  plans: PricingPlans;
  spending: SpendingLimit | null;
  code: PlanDiscountCode | null;
  /** The result of a plan change the merchant just approved or declined. */
  check: PlanCheck | null;
  declined: boolean;
}

/**
 * Loads plans, spending limit and discount code in parallel; on the way back from the billing
 * page (charge_id in the URL) it checks the charge first and refreshes the shop's plan.
 */
export async function loadPlanPage({ runtime, deps }: { runtime: Runtime; deps: Record<string, unknown> }): Promise<PlanPageData> {
  const chargeId = typeof deps.charge_id === 'string' ? deps.charge_id : null;
  const check = chargeId ? await runtime.api.plans.checkPricingPlan(chargeId) : null;
  if (check?.status === 'active') runtime.startup.send({ type: 'startup.reload' });
  const [plans, spending, code] = await Promise.all([
    runtime.api.plans.getPricingPlans(),
    runtime.api.plans.getSpendingLimit().catch(() => null),
    runtime.api.plans.getDiscountCode().catch(() => null),
  ]);
  return { plans, spending, code, check, declined: deps.declined === '1' };
}
