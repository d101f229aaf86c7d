import {
  planChangeSchema,
  planCheckSchema,
  planDiscountCodeSchema,
  pricingPlansSchema,
  shopPricingPlanSchema,
  spendingLimitSchema,
  upgradeDiscountAnswerSchema,
} from '../contract/plans';
import type { HttpClient } from './http';
import { answer } from './parse';

/** Plan calls. */
export function plansApi(http: HttpClient) {
  return {
    getShopPricingPlan: () => http.get('api/v1/admin/get_shop_pricing_plan').then(answer(shopPricingPlanSchema)),
    getPricingPlans: () => http.get('api/v1/admin/get_pricing_plans').then(answer(pricingPlansSchema)),
    /** The shop's first-upgrade offer, or null. */
    getUpgradeDiscount: () => http.get('api/v1/admin/get_upgrade_discount').then(answer(upgradeDiscountAnswerSchema)),
    /** Starts a plan change; the merchant approves it at confirmation_url. */
    addPricingPlan: (planId: number, tierLevel?: number) =>
      http
        .post('api/v1/admin/add_pricing_plan', { plan_id: planId, ...(tierLevel ? { tier_level: tierLevel } : {}) })
        .then(answer(planChangeSchema)),
    checkPricingPlan: (chargeId: string) =>
      http.post('api/v1/admin/check_pricing_plan', { charge_id: chargeId }, { read: true }).then(answer(planCheckSchema)),
    deletePricingPlan: () => http.post('api/v1/admin/delete_pricing_plan', {}).then(answer(shopPricingPlanSchema)),
    getSpendingLimit: () => http.get('api/v1/admin/get_spending_limit').then(answer(spendingLimitSchema)),
    setSpendingLimit: (max: number) =>
      http.post('api/v1/admin/set_spending_limit', { max_spending_limit: max }).then(answer(spendingLimitSchema)),
    getDiscountCode: () => http.get('api/v1/admin/get_pricing_plan_discount_code').then(answer(planDiscountCodeSchema)),
    redeemDiscountCode: (code: string) =>
      http.post('api/v1/admin/redeem_pricing_plan_discount_code', { code }).then(answer(planDiscountCodeSchema)),
  };
}
