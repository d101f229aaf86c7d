import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { envelope } from '../http/envelope';
import { ResultCode } from '../domain/errors';

/** Cache policy of every widget answer: any cache may keep it for a minute. */
export const WIDGET_CACHE_CONTROL = 'public, max-age=60';

/** Smallest body worth compressing. */
const GZIP_THRESHOLD = 1024;

/** True when an `If-None-Match` value names the tag (or is `*`); weak forms match by their opaque part. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

const acceptsGzip = (header: string | undefined): boolean =>
  (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.trim().split(';');
    return name.trim().toLowerCase() === 'gzip' && !params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p));
  });

/**
 * Sends `{code: 0, message: "ok", data}` with a strong `ETag` (a hash of the body; the gzip form of a
 * body has its own tag) and `Cache-Control: public, max-age=60`; a matching `If-None-Match` gets
 * 304 with no body. Compressed here, so the tag stays strong (a later compression would weaken it).
 */
export function sendCached(c: Context, data: unknown): Response {
  return sendCachedText(c, JSON.stringify(envelope(ResultCode.ok, 'ok', data)), 'application/json; charset=UTF-8');
}

/** Sends a text body of the given type with the same strong `ETag`, cache policy and 304 as {@link sendCached}. */
export function sendCachedText(c: Context, text: string, contentType: string): Response {
  const hash = createHash('sha256').update(text).digest('base64url');
  const gzip = text.length >= GZIP_THRESHOLD && acceptsGzip(c.req.header('Accept-Encoding'));
  const etag = gzip ? `"${hash}-gz"` : `"${hash}"`;
  const headers: Record<string, string> = { ETag: etag, 'Cache-Control': WIDGET_CACHE_CONTROL, Vary: 'Accept-Encoding' };
  if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
  if (!gzip) {
    // The length keeps a small answer out of the app-wide compression, which would weaken the tag.
    return c.body(text, 200, { ...headers, 'Content-Type': contentType, 'Content-Length': String(Buffer.byteLength(text)) });
  }
  return c.body(new Uint8Array(gzipSync(text)), 200, { ...headers, 'Content-Type': contentType, 'Content-Encoding': 'gzip' });
}
