import type { HttpClient } from './http';
import type { ShopPricingPlan } from './plans.types';

/** Plan calls. */
export function plansApi(http: HttpClient) {
  return {
    getShopPricingPlan: () => http.get<ShopPricingPlan>('api/v1/admin/get_shop_pricing_plan'),
  };
}

export type PlansApi = ReturnType<typeof plansApi>;
