import { Hono } from 'hono';
import { statisticsRequestSchema as statisticsSchema } from '../../../../src/contract/requests';
import type { AppContext, AppEnv } from '../context';
import { ok } from '../envelope';
import { dailyStatistics } from '../statistics-view';
import { readBody, validate } from '../validate';

/** Reads `?days=` as a number when it is all digits (anything else fails validation as given). */
function queryDays(raw: string | undefined): unknown {
  return raw !== undefined && /^\d{1,4}$/.test(raw) ? Number(raw) : raw;
}

/** Dashboard analytics: `get_daily_statistics` by POST body `{days}` or GET `?days=`. */
export function statisticsRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/get_daily_statistics', async (c) => {
    const body = await readBody(c, statisticsSchema);
    return ok(c, dailyStatistics(ctx.db, c.var.session.shop, body.days, ctx.now()));
  });

  app.get('/get_daily_statistics', (c) => {
    const query = validate(statisticsSchema, { days: queryDays(c.req.query('days')) });
    return ok(c, dailyStatistics(ctx.db, c.var.session.shop, query.days, ctx.now()));
  });

  return app;
}
