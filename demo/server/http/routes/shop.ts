import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { ok } from '../envelope';
import { reviewDisplayLimit, themeEditorUrl, userInfo } from '../shop-view';
import { issueLinkSign } from '../tokens';

/** Shop calls: user info, app embeds status, display limit, cross-app sign. */
export function shopRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/get_user_info', (c) => ok(c, userInfo(ctx.db, c.var.session.shop, ctx.now())));

  app.get('/get_core_app_embeds_status', (c) => {
    const shop = c.var.session.shop;
    return ok(c, { app_embeds_enabled: shop.app_embeds_enabled === 1, url: themeEditorUrl(shop, ctx.publicUrl, ctx.secret, ctx.now()) });
  });

  app.get('/check_review_display_limit', (c) => ok(c, reviewDisplayLimit(ctx.db, c.var.session.shop)));

  app.get('/get_channelwill_sign', async (c) => ok(c, { sign: await issueLinkSign(c.var.session.shop, ctx.secret) }));

  return app;
}
