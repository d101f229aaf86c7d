import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { setBannerRequestSchema as bannerSchema, setGuideRequestSchema as setupGuideSchema } from '../../../../src/contract/requests';
import {
  getBannerDisplay,
  getSetupGuide,
  setBannerDisplay,
  setSetupGuideStep,
} from '../../store/repositories/flags';
import { ok } from '../envelope';
import { readBody } from '../validate';

/** Dashboard calls: the setup-guide steps and the banner display settings. */
export function dashboardRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/get_setup_guide', (c) => ok(c, getSetupGuide(ctx.db, c.var.session.shop.id)));

  app.post('/set_setup_guide', async (c) => {
    const body = await readBody(c, setupGuideSchema);
    return ok(c, setSetupGuideStep(ctx.db, c.var.session.shop.id, body.key, body.value));
  });

  app.get('/get_banner_display_setting', (c) => ok(c, getBannerDisplay(ctx.db, c.var.session.shop.id)));

  app.post('/set_banner_display_setting', async (c) => {
    const body = await readBody(c, bannerSchema);
    return ok(c, setBannerDisplay(ctx.db, c.var.session.shop.id, body.key, body.value));
  });

  return app;
}
