import { Hono } from 'hono';
import { getShopById } from '../../store/repositories/shops';
import { nextEmailQuotaReset } from '../../domain/shop-age';
import type { AppContext, AppEnv } from '../context';
import { ok } from '../envelope';

/**
 * `get_email_quota_info`: this month's email quota as the plan answer gives it. Registered after
 * the review-request routes, so their own answer of this call (with the monthly reset) wins.
 */
export function emailQuotaFallbackRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/get_email_quota_info', (c) => {
    const shop = getShopById(ctx.db, c.var.session.shop.id) ?? c.var.session.shop;
    return ok(c, {
      email_send_quota_count: shop.email_quota,
      email_send_quota_used_count: shop.email_quota_used,
      next_email_quota_reset_time: nextEmailQuotaReset(shop, ctx.now()),
      is_enabled_usage_charge: shop.is_enabled_usage_charge,
    });
  });
  return app;
}
