import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppEnv } from '../context';
import {
  BANNER_KEYS,
  SETUP_GUIDE_KEYS,
  getBannerDisplay,
  getSetupGuide,
  setBannerDisplay,
  setSetupGuideStep,
} from '../../store/repositories/flags';
import { ok } from '../envelope';
import { readBody } from '../validate';

const flagValue = z.union([z.literal(0), z.literal(1)], { error: 'must be 0 or 1' });
const setupGuideSchema = z.strictObject({
  key: z.enum(SETUP_GUIDE_KEYS, { error: `must be one of ${SETUP_GUIDE_KEYS.join(', ')}` }),
  value: flagValue,
});
const bannerSchema = z.strictObject({
  key: z.enum(BANNER_KEYS, { error: `must be one of ${BANNER_KEYS.join(', ')}` }),
  value: flagValue,
});

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
