import type { PolicyToken } from '../../../src/contract/uploads';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Largest review photo or video, in bytes (20 MB). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** How long a policy stays valid: as long as the client caches the upload token (SPEC §9: 86400 s). */
export const POLICY_TTL_MS = 24 * 60 * 60_000;
/** The access key id the policy names (there is one storage account: this server). */
export const UPLOAD_ACCESS_KEY_ID = 'reviews-demo-uploads';

/** The parsed conditions of a verified policy. */
export interface PolicyRules {
  dir: string;
  minBytes: number;
  maxBytes: number;
}

/** The upload signing key, derived from the server secret (so it never leaves the server as is). */
export function uploadSigningKey(secret: string): string {
  return createHmac('sha256', secret).update('review-media-upload-policy').digest('hex');
}

/** Base64 HMAC-SHA1 of a base64 policy. */
export function signPolicy(policy: string, secret: string): string {
  return createHmac('sha1', uploadSigningKey(secret)).update(policy, 'utf8').digest('base64');
}

/** The upload folder of a shop. */
export const uploadDir = (shopId: number): string => `reviews/${shopId}/`;

/** Issues a signed upload policy for a shop's folder, valid for `ttlMs` (default {@link POLICY_TTL_MS}). */
export function createPolicyToken(args: { secret: string; shopId: number; origin: string; now: number; ttlMs?: number }): PolicyToken {
  const dir = uploadDir(args.shopId);
  const expiresAt = args.now + (args.ttlMs ?? POLICY_TTL_MS);
  const policy = Buffer.from(JSON.stringify({
    expiration: new Date(expiresAt).toISOString(),
    conditions: [['content-length-range', 0, UPLOAD_MAX_BYTES], ['starts-with', '$key', dir]],
  })).toString('base64');
  const callback = Buffer.from(JSON.stringify({
    callbackUrl: `${args.origin}/uploads`,
    callbackBody: 'filename=${object}&size=${size}&mimeType=${mimeType}',
    callbackBodyType: 'application/x-www-form-urlencoded',
  })).toString('base64');
  return {
    host: `${args.origin}/uploads`,
    dir,
    policy,
    OSSAccessKeyId: UPLOAD_ACCESS_KEY_ID,
    signature: signPolicy(policy, args.secret),
    callback,
    expire: Math.floor(expiresAt / 1000),
  };
}

/** Why an upload is refused: the HTTP status and a readable message. */
export class UploadRefused extends Error {
  constructor(readonly status: 400 | 403 | 413 | 415, message: string) {
    super(message);
    this.name = 'UploadRefused';
  }
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Verifies the access key, the signature and the expiration of a posted policy and reads its
 * conditions (size range, key prefix).
 * @throws UploadRefused 403 for a wrong key id, a forged or altered policy, or an expired one.
 */
export function verifyPolicy(args: { policy: string; signature: string; accessKeyId: string; secret: string; now: number }): PolicyRules {
  if (!sameText(args.accessKeyId, UPLOAD_ACCESS_KEY_ID)) throw new UploadRefused(403, 'OSSAccessKeyId is not known');
  if (!sameText(args.signature, signPolicy(args.policy, args.secret))) throw new UploadRefused(403, 'signature does not match the policy');
  let parsed: { expiration?: unknown; conditions?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(args.policy, 'base64').toString('utf8')) as typeof parsed;
  } catch {
    throw new UploadRefused(403, 'policy is not base64 JSON');
  }
  const expires = typeof parsed.expiration === 'string' ? Date.parse(parsed.expiration) : NaN;
  if (!(expires > args.now)) throw new UploadRefused(403, 'policy has expired: get a new upload token');
  const conditions = Array.isArray(parsed.conditions) ? (parsed.conditions as unknown[][]) : [];
  const range = conditions.find((c) => Array.isArray(c) && c[0] === 'content-length-range');
  const prefix = conditions.find((c) => Array.isArray(c) && c[0] === 'starts-with' && c[1] === '$key');
  const dir = typeof prefix?.[2] === 'string' ? prefix[2] : '';
  if (!/^reviews\/\d{1,15}\/$/.test(dir)) throw new UploadRefused(403, 'policy does not name an upload folder');
  return {
    dir,
    minBytes: Number(range?.[1] ?? 0),
    maxBytes: Math.min(Number(range?.[2] ?? UPLOAD_MAX_BYTES), UPLOAD_MAX_BYTES),
  };
}
