import type { MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv } from './context';
import { unauthorized } from '../domain/errors';
import { verifySessionToken } from './tokens';

/** Admin calls that work without a bearer token. */
export const PUBLIC_ADMIN_CALLS: ReadonlySet<string> = new Set(['auth', 'login', 'exchange_customer_token_by_sign']);

const ADMIN_PREFIX = '/api/v1/admin/';

/** Header of a 401 answer telling the client to get a fresh token and try once more (as the platform does). */
export const REAUTHORIZE_HEADER = 'X-Shopify-API-Request-Failure-Reauthorize';
const BEARER = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\s*$/;

/** The token of an `Authorization: Bearer <jwt>` header, or null when the header is missing or malformed. */
export function bearerToken(header: string | undefined): string | null {
  return BEARER.exec(header ?? '')?.[1] ?? null;
}

/**
 * Requires `Authorization: Bearer <token>` on every admin call except the public ones,
 * and stores the verified session in `c.var.session`. Answers 401 (code 40100) otherwise.
 */
export function requireSession(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const call = c.req.path.startsWith(ADMIN_PREFIX) ? c.req.path.slice(ADMIN_PREFIX.length) : '';
    if (PUBLIC_ADMIN_CALLS.has(call)) return next();
    const token = bearerToken(c.req.header('Authorization'));
    const session = token ? await verifySessionToken(token, ctx) : null;
    if (!session) {
      c.header(REAUTHORIZE_HEADER, '1');
      throw unauthorized();
    }
    c.set('session', session);
    return next();
  };
}
