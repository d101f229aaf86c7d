import type { HttpClient } from './http';
import type { PlanChange, PlanCheck, PlanDiscountCode, PricingPlans, ShopPricingPlan, SpendingLimit } from './plans.types';

/** Plan calls. */
export function plansApi(http: HttpClient) {
  return {
    getShopPricingPlan: () => http.get<ShopPricingPlan>('api/v1/admin/get_shop_pricing_plan'),
    getPricingPlans: () => http.get<PricingPlans>('api/v1/admin/get_pricing_plans'),
    /** Starts a plan change; the merchant approves it at confirmation_url. */
    addPricingPlan: (planId: number, tierLevel?: number) =>
      http.post<PlanChange>('api/v1/admin/add_pricing_plan', { plan_id: planId, ...(tierLevel ? { tier_level: tierLevel } : {}) }),
    checkPricingPlan: (chargeId: string) => http.post<PlanCheck>('api/v1/admin/check_pricing_plan', { charge_id: chargeId }),
    deletePricingPlan: () => http.post<ShopPricingPlan>('api/v1/admin/delete_pricing_plan', {}),
    getSpendingLimit: () => http.get<SpendingLimit>('api/v1/admin/get_spending_limit'),
    setSpendingLimit: (max: number) => http.post<SpendingLimit>('api/v1/admin/set_spending_limit', { max_spending_limit: max }),
    getDiscountCode: () => http.get<PlanDiscountCode>('api/v1/admin/get_pricing_plan_discount_code'),
    redeemDiscountCode: (code: string) => http.post<PlanDiscountCode>('api/v1/admin/redeem_pricing_plan_discount_code', { code }),
  };
}

export type PlansApi = ReturnType<typeof plansApi>;
