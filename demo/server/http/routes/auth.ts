import { Hono } from 'hono';
import { z } from 'zod';
import { loginRequestSchema as loginSchema, signRequestSchema as signSchema } from '../../../../src/contract/requests';
import type { AppContext, AppEnv } from '../context';
import { consumeCode, createState } from '../../store/repositories/oauth';
import { consumeOperatorSign } from '../../store/repositories/operator-signs';
import { getShopByDomain, getShopById } from '../../store/repositories/shops';
import { ok } from '../envelope';
import { ResultCode, businessError } from '../../domain/errors';
import { hmacMatches } from '../hmac';
import { isAllowedRedirect, normalizeShopDomain } from '../../domain/shop-domain';
import { verifyOperatorSign } from '../tokens';
import { readBody } from '../validate';
import { signInPayload } from './sign-in-payload';

/** How far a redirect timestamp may be from now. */
export const TIMESTAMP_WINDOW_SECONDS = 10 * 60;
/** Params of an `auth` payload that the hmac does not cover. */
const UNSIGNED_PARAMS = new Set(['hmac', 'domain', 'referral_code']);

const authSchema = z.record(z.string(), z.union([z.string().max(4096), z.number()]));

/** True when the hmac covers every signed param; a client-added `path` may be left out. */
function verifyAuthHmac(body: Record<string, string>, secret: string): boolean {
  const hmac = body.hmac;
  if (!hmac) return false;
  const signed = Object.fromEntries(Object.entries(body).filter(([key]) => !UNSIGNED_PARAMS.has(key)));
  if (hmacMatches(signed, hmac, secret)) return true;
  if (!('path' in signed)) return false;
  const { path: _path, ...withoutPath } = signed;
  return hmacMatches(withoutPath, hmac, secret);
}

/** Sign-in calls that need no token: login, auth (code exchange), operator sign exchange. */
export function authRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/login', async (c) => {
    const body = await readBody(c, loginSchema);
    const shop = normalizeShopDomain(body.shop);
    if (!shop) businessError(ResultCode.invalidShop, 'Enter a valid shop domain, like your-store.myshopify.com');
    const origin = new URL(c.req.url).origin;
    if (!isAllowedRedirect(body.redirect_url, origin, ctx.allowedRedirectOrigins)) {
      businessError(ResultCode.redirectNotAllowed, 'redirect_url is not allowed');
    }
    const state = createState(ctx.db, shop, body.redirect_url, ctx.now());
    const authorize = new URL('/oauth/authorize', origin);
    authorize.search = new URLSearchParams({ shop, redirect_uri: body.redirect_url, state }).toString();
    return ok(c, { is_authorization_required: 1, redirect_url: authorize.toString() });
  });

  app.post('/auth', async (c) => {
    const raw = await readBody(c, authSchema);
    const body = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, String(value)]));
    if (!verifyAuthHmac(body, ctx.secret)) businessError(ResultCode.invalidHmac, 'Invalid hmac');
    const expired = (): never => businessError(ResultCode.invalidCode, 'Authorization code is invalid or expired');
    const timestamp = Number(body.timestamp);
    const nowSeconds = ctx.now() / 1000;
    if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > TIMESTAMP_WINDOW_SECONDS) expired();
    const shopDomain = normalizeShopDomain(body.shop);
    if (!shopDomain || !body.code || !consumeCode(ctx.db, body.code, shopDomain, ctx.now())) expired();
    const shop = getShopByDomain(ctx.db, shopDomain ?? '') ?? expired();
    return ok(c, { ...(await signInPayload(ctx, shop)), is_authorization_required: 0 });
  });

  app.post('/exchange_customer_token_by_sign', async (c) => {
    const body = await readBody(c, signSchema);
    const shopId = String(body.shopify_shop_id).trim();
    const invalid = (): never => businessError(ResultCode.invalidSign, 'Invalid sign');
    const sign = /^\d+$/.test(shopId) ? await verifyOperatorSign(body.sign, shopId, ctx.operatorSecret) : null;
    if (!sign) return invalid();
    const shop = getShopById(ctx.db, Number(shopId)) ?? invalid();
    // Single use: a sign link already exchanged (or copied from a log) is refused.
    if (!consumeOperatorSign(ctx.db, sign.jti, sign.expiresAtMs, Date.now())) businessError(ResultCode.invalidSign, 'This sign link was already used; ask for a new one');
    return ok(c, { ...(await signInPayload(ctx, shop, true)), is_super_admin: 1 });
  });

  return app;
}
