import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { setBannerRequestSchema as bannerSchema, setGuideRequestSchema as setupGuideSchema } from '../../../../src/contract/requests';
import {
  getBannerDisplay,
  getSetupGuide,
  type SetupGuide,
  setBannerDisplay,
  setSetupGuideStep,
} from '../../store/repositories/flags';
import { ok } from '../envelope';
import type { ShopRow } from '../../store/repositories/shops';
import { readBody } from '../validate';

/**
 * The setup guide of a shop with "Turn on the app embed" read from the embed status itself (what
 * `get_core_app_embeds_status` answers), not from a stored flag that may say otherwise.
 */
function guideOf(guide: SetupGuide, shop: ShopRow): SetupGuide {
  return { ...guide, is_enable_Theme_extension: shop.app_embeds_enabled === 1 ? 1 : 0 };
}

/** Dashboard calls: the setup-guide steps and the banner display settings. */
export function dashboardRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/get_setup_guide', (c) => ok(c, guideOf(getSetupGuide(ctx.db, c.var.session.shop.id), c.var.session.shop)));

  app.post('/set_setup_guide', async (c) => {
    const body = await readBody(c, setupGuideSchema);
    return ok(c, guideOf(setSetupGuideStep(ctx.db, c.var.session.shop.id, body.key, body.value), c.var.session.shop));
  });

  app.get('/get_banner_display_setting', (c) => ok(c, getBannerDisplay(ctx.db, c.var.session.shop.id)));

  app.post('/set_banner_display_setting', async (c) => {
    const body = await readBody(c, bannerSchema);
    return ok(c, setBannerDisplay(ctx.db, c.var.session.shop.id, body.key, body.value));
  });

  return app;
}
