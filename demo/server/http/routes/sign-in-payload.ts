import type { ShopRow } from '../../store/repositories/shops';
import { requirePlan } from '../../store/repositories/plans';
import type { AppContext } from '../context';
import { issueSessionToken } from '../tokens';

/** The `shop_info` / `shop_settings_info` pair every sign-in response carries. */
export interface SignInPayload {
  shop_info: { token: string; shopify_plan: string; myshopify_domain: string; name: string; plan_name: string };
  shop_settings_info: { skip_install: 0 | 1; is_selected_plan: 0 | 1 };
}

/** Issues a token for the shop and builds the sign-in payload. */
export async function signInPayload(ctx: AppContext, shop: ShopRow, superAdmin = false): Promise<SignInPayload> {
  const token = await issueSessionToken(shop, { secret: ctx.secret, superAdmin });
  return {
    shop_info: {
      token,
      shopify_plan: shop.shopify_plan,
      myshopify_domain: shop.domain,
      name: shop.name,
      plan_name: requirePlan(ctx.db, shop.pricing_plan_id).name,
    },
    shop_settings_info: {
      skip_install: shop.skip_install === 1 ? 1 : 0,
      is_selected_plan: shop.is_selected_plan === 1 ? 1 : 0,
    },
  };
}
