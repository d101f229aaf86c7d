import { createHmac, timingSafeEqual } from 'node:crypto';

/** Joins params sorted by key as `k=v&k=v` (the platform's signing message). */
export function signingMessage(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key] ?? ''}`)
    .join('&');
}

/** Hex HMAC-SHA256 of the given params (sorted, joined), as the platform signs a redirect. */
export function signParams(params: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(signingMessage(params)).digest('hex');
}

/** Timing-safe comparison of a received hex hmac with the expected one. */
export function hmacMatches(params: Record<string, string>, received: string, secret: string): boolean {
  const expected = Buffer.from(signParams(params, secret), 'utf8');
  const actual = Buffer.from(received.toLowerCase(), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
