import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../seed/demo-shop';
import { envelope } from '../envelope';
import { ResultCode } from '../../domain/errors';
import { PROVIDER_SESSION_TTL_SECONDS, issueSessionToken } from '../tokens';

/** Path of the second-host demo page (the hub) on this server. */
const HUB_PATH = '/provider/';

/**
 * True when the call comes from this server's own hub page: a same-origin fetch (Sec-Fetch-Site,
 * where the browser sends it), an Origin (when sent) of this server, and a Referer under /provider/.
 */
function fromHubPage(c: Context): boolean {
  const own = new URL(c.req.url).origin;
  const site = c.req.header('Sec-Fetch-Site');
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = c.req.header('Origin');
  if (origin !== undefined && origin !== own) return false;
  const referer = c.req.header('Referer');
  if (!referer) return false;
  try {
    const url = new URL(referer);
    return url.origin === own && url.pathname.startsWith(HUB_PATH);
  } catch {
    return false;
  }
}

/**
 * The second host's own backend, simulated (demo mode only, `providerDemo`): its admin page asks it
 * for the global token and shop domain it hands to the bundle. Only the hub page of this server
 * gets a token, and only a short-lived one ({@link PROVIDER_SESSION_TTL_SECONDS}); a lifetime the
 * caller asks for is capped. Without demo mode the route does not exist.
 */
export function providerRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (!ctx.providerDemo) return app;
  app.get('/session', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!fromHubPage(c)) {
      return c.json(envelope(ResultCode.forbidden, 'The session of the second-host demo is only given to its own page', null), 403);
    }
    const asked = Number(c.req.query('ttl') ?? '');
    const ttl = Number.isInteger(asked) && asked > 0 ? Math.min(asked, PROVIDER_SESSION_TTL_SECONDS) : PROVIDER_SESSION_TTL_SECONDS;
    const token = await issueSessionToken({ id: DEMO_SHOP_ID, domain: DEMO_SHOP_DOMAIN }, { secret: ctx.secret, ttlSeconds: ttl });
    return c.json({ token, shop: DEMO_SHOP_DOMAIN });
  });
  return app;
}
