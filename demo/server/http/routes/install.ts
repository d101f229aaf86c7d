import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { ok } from '../envelope';

/** The first-run guide: finishing it sets skip_install so later sign-ins land on the dashboard. */
export function installRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/complete_install', (c) => {
    ctx.db.prepare('UPDATE shops SET skip_install = 1 WHERE id = ?').run(c.var.session.shop.id);
    return ok(c, { skip_install: 1 });
  });
  return app;
}
