import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { ok } from '../envelope';
import { ADS, recommendedApps } from '../../seed/recommend-data';

/** Path prefix of the merchant calls that live outside the admin API (a bearer token is still required). */
export const MERCHANT_API = '/admin/v1/merchant';

/** Merchant calls: the recommended apps of the dashboard carousel and the recommended page. */
export function merchantRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // `lang`: the interface language the names and descriptions are for (English when absent or unknown).
  app.get('/get_recommend_app_list', (c) => ok(c, { list: recommendedApps(new URL(c.req.url).origin, c.req.query('lang') ?? 'en') }));
  return app;
}

/** Admin ad calls: the rotating dashboard ads. */
export function adRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/get_ads', (c) => ok(c, { list: ADS }));
  return app;
}
