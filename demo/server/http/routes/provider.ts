import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../seed/demo-shop';
import { issueSessionToken } from '../tokens';

/**
 * The second host's own backend, simulated: its admin page asks it for the global token and
 * shop domain it hands to the bundle (through the window name). Demo data only.
 */
export function providerRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/session', async (c) => {
    const ttl = Number(c.req.query('ttl') ?? '') || undefined;
    const token = await issueSessionToken({ id: DEMO_SHOP_ID, domain: DEMO_SHOP_DOMAIN }, { secret: ctx.secret, ttlSeconds: ttl });
    c.header('Cache-Control', 'no-store');
    return c.json({ token, shop: DEMO_SHOP_DOMAIN });
  });
  return app;
}
