import { SignJWT } from 'jose';
import { randomBytes, randomUUID } from 'node:crypto';

/** Lifetime of a platform admin session token, in seconds (the platform's one minute). */
export const PLATFORM_TOKEN_TTL_SECONDS = 60;
/** Staff user id the simulated platform admin signs in as. */
export const PLATFORM_DEMO_USER_ID = '7301';

/** Claims of a platform admin session token, as the platform mints them. */
export interface PlatformTokenClaims {
  /** Shop domain (`demo-reviews.myshopify.com`). */
  shop: string;
  /** The app's API key (the `aud`). */
  apiKey: string;
  /** Staff user id (the `sub`). */
  userId?: string;
  /** Lifetime in seconds (default 60; negative for an expired token). */
  ttlSeconds?: number;
  /** Session id (the `sid`); random when absent. */
  sid?: string;
  /** Overrides of the standard claims (tests build odd tokens with it). */
  iss?: string;
  dest?: string;
}

/**
 * Mints a session token the way the platform admin does: iss `https://<shop>/admin`, dest `https://<shop>`,
 * aud = API key, sub = user id, exp = now + 60 s, nbf, iat, jti and sid; HS256 with the app secret.
 */
export async function mintPlatformSessionToken(claims: PlatformTokenClaims, secret: string, nowMs: number = Date.now()): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ dest: claims.dest ?? `https://${claims.shop}`, sid: claims.sid ?? randomBytes(16).toString('hex') })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(claims.iss ?? `https://${claims.shop}/admin`)
    .setAudience(claims.apiKey)
    .setSubject(claims.userId ?? PLATFORM_DEMO_USER_ID)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + (claims.ttlSeconds ?? PLATFORM_TOKEN_TTL_SECONDS))
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(secret));
}
