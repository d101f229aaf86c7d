import type { Database } from 'better-sqlite3';
import { SignJWT, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import { randomUUID } from 'node:crypto';
import { DEMO_APP_ID } from '../seed/demo-shop';
import { getShopByDomain, getShopById, type ShopRow } from '../store/repositories/shops';
import { normalizeShopDomain } from '../domain/shop-domain';
import { perProcessSecrets } from './secrets';

/** `iss` claim of every session token this server issues. */
export const TOKEN_ISSUER = 'reviews-admin-demo';
/** Lifetime of a session token (24 h). */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;

/** API key (client id) of the app with the platform when PLATFORM_API_KEY is not set: the `aud` of platform session tokens. */
export const DEV_PLATFORM_API_KEY = DEMO_APP_ID;
/** Clock leeway, in seconds, for the exp and nbf of platform session tokens. */
export const PLATFORM_TOKEN_LEEWAY_SECONDS = 10;

/** What token verification needs: the database, the server secret and (for platform tokens) the API key. */
export interface TokenContext {
  db: Database;
  secret: string;
  /** The app's API key with the platform (default env PLATFORM_API_KEY, else the dev key). */
  apiKey?: string;
  /** Clock in ms for platform tokens (default Date.now). */
  now?: () => number;
}

/** The shop a valid session token names, and whether it is an operator (super-admin) session. */
export interface SessionIdentity {
  shop: ShopRow;
  superAdmin: boolean;
}

/** Options for issuing a session token. */
export interface IssueTokenOptions {
  secret: string;
  superAdmin?: boolean;
  /** Lifetime in seconds (default 24 h); a negative value issues an already expired token. */
  ttlSeconds?: number;
}

const encoder = new TextEncoder();
const key = (secret: string): Uint8Array => encoder.encode(secret);

/** The session secret from env API_SECRET, else this process's random secret (what a memory-mode server signs with). */
export function apiSecretFromEnv(): string {
  return process.env.API_SECRET || perProcessSecrets().api;
}

/** The platform API key from env PLATFORM_API_KEY, else the dev default. */
export function platformApiKeyFromEnv(): string {
  return process.env.PLATFORM_API_KEY || DEV_PLATFORM_API_KEY;
}

/** The operator secret from env OPERATOR_SECRET, else this process's random secret. */
export function operatorSecretFromEnv(): string {
  return process.env.OPERATOR_SECRET || perProcessSecrets().operator;
}

/** Issues an HS256 session token: iss, sub = shop domain, shop_id, iat, exp, jti, and `sa` for super admins. */
export async function issueSessionToken(shop: Pick<ShopRow, 'id' | 'domain'>, options: IssueTokenOptions): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = { shop_id: shop.id };
  if (options.superAdmin) claims.sa = true;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setSubject(shop.domain)
    .setIssuedAt(iat)
    .setExpirationTime(iat + (options.ttlSeconds ?? SESSION_TTL_SECONDS))
    .setJti(randomUUID())
    .sign(key(options.secret));
}

/**
 * Verifies a bearer token and returns the shop it names, or null when the token is
 * malformed, forged, expired or names no known shop. The one place tokens are accepted:
 * our own session tokens (iss {@link TOKEN_ISSUER}) and the platform admin's session tokens.
 */
export async function verifySessionToken(token: string, ctx: TokenContext): Promise<SessionIdentity | null> {
  if (claimedIssuer(token) !== TOKEN_ISSUER) return verifyPlatformSessionToken(token, ctx);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key(ctx.secret), { algorithms: ['HS256'], issuer: TOKEN_ISSUER }));
  } catch {
    return null;
  }
  const shopId = Number(payload.shop_id);
  if (!Number.isInteger(shopId) || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
  const shop = getShopById(ctx.db, shopId);
  if (!shop || shop.domain !== payload.sub) return null;
  return { shop, superAdmin: payload.sa === true };
}

/** The unverified `iss` of a JWT (only to pick the verification path), or null when unreadable. */
function claimedIssuer(token: string): string | null {
  try {
    const iss = decodeJwt(token).iss;
    return typeof iss === 'string' ? iss : null;
  } catch {
    return null;
  }
}

/** The host of an `https://` URL with the given path (`/admin` for iss, empty for dest), else null. */
function httpsHost(value: unknown, path: '' | '/admin'): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' || url.username || url.password || url.port || url.search || url.hash) return null;
    const pathname = url.pathname === '/' ? '' : url.pathname;
    return pathname === path && value === `https://${url.host}${path}` ? url.host : null;
  } catch {
    return null;
  }
}

/**
 * A platform admin session token (App Bridge `getSessionToken`): HS256 signed with the app secret,
 * aud = the API key, exp and nbf within {@link PLATFORM_TOKEN_LEEWAY_SECONDS}, iss `https://<shop>/admin`
 * and dest `https://<shop>` on the same host, which must be a valid shop domain of a known shop.
 */
async function verifyPlatformSessionToken(token: string, ctx: TokenContext): Promise<SessionIdentity | null> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key(ctx.secret), {
      algorithms: ['HS256'],
      audience: ctx.apiKey ?? platformApiKeyFromEnv(),
      clockTolerance: PLATFORM_TOKEN_LEEWAY_SECONDS,
      ...(ctx.now ? { currentDate: new Date(ctx.now()) } : {}),
      requiredClaims: ['iss', 'dest', 'aud', 'sub', 'exp', 'nbf', 'iat'],
    }));
  } catch {
    return null;
  }
  const issHost = httpsHost(payload.iss, '/admin');
  const destHost = httpsHost(payload.dest, '');
  if (!issHost || issHost !== destHost) return null;
  const domain = normalizeShopDomain(destHost);
  if (!domain || domain !== destHost) return null;
  const shop = getShopByDomain(ctx.db, domain);
  return shop ? { shop, superAdmin: false } : null;
}

/** Longest lifetime of an operator entry sign (15 min): a longer-lived sign is refused. */
export const OPERATOR_SIGN_MAX_TTL_SECONDS = 15 * 60;
/** Lifetime of a session token handed to the second-host demo page (10 min). */
export const PROVIDER_SESSION_TTL_SECONDS = 10 * 60;

/**
 * Mints an operator entry sign: an HS256 JWT with `shop_id`, `iat`, `exp` and a `jti` (it is exchanged
 * once), signed with the operator secret.
 * @param ttlSeconds lifetime (default and at most {@link OPERATOR_SIGN_MAX_TTL_SECONDS}; negative for an expired sign).
 */
export async function mintOperatorSign(shopId: number | string, secret: string = operatorSecretFromEnv(), ttlSeconds = OPERATOR_SIGN_MAX_TTL_SECONDS): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ shop_id: shopId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .setJti(randomUUID())
    .sign(key(secret));
}

/** A verified operator sign: its id (single use) and when it expires, in ms. */
export interface OperatorSign {
  jti: string;
  expiresAtMs: number;
}

/**
 * Verifies an operator sign: HS256 with the operator secret, names the given shop id, unexpired, has a
 * `jti`, and lives at most {@link OPERATOR_SIGN_MAX_TTL_SECONDS} (`exp - iat`). Returns null otherwise.
 * Whether it was used already is the caller's check.
 */
export async function verifyOperatorSign(sign: string, shopId: string, secret: string, nowMs: number = Date.now()): Promise<OperatorSign | null> {
  try {
    const { payload } = await jwtVerify(sign, key(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'jti'],
      currentDate: new Date(nowMs),
      maxTokenAge: OPERATOR_SIGN_MAX_TTL_SECONDS,
    });
    const claimed = payload.shop_id;
    if ((typeof claimed !== 'string' && typeof claimed !== 'number') || String(claimed) !== shopId) return null;
    const { iat, exp, jti } = payload;
    if (typeof iat !== 'number' || typeof exp !== 'number' || typeof jti !== 'string' || jti.length > 100) return null;
    if (exp - iat > OPERATOR_SIGN_MAX_TTL_SECONDS || iat > nowMs / 1000 + 60) return null;
    return { jti, expiresAtMs: exp * 1000 };
  } catch {
    return null;
  }
}

/** Signs a short-lived (10 min) link token for a shop, used by the provider's cross-app links. */
export async function issueLinkSign(shop: Pick<ShopRow, 'id' | 'domain'>, secret: string): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ shop_id: shop.id, shop: shop.domain })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience('channelwill')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 600)
    .sign(key(secret));
}
