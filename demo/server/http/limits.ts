import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMPORT_BATCH_MAX_ROWS } from '../../../src/contract/constants';
import { ResultCode } from '../domain/errors';
import { envelope } from './envelope';

/** Limits of the server: request bodies and the rate of the calls made without a session. */
export interface ServerLimits {
  /** Largest request body, in bytes, of every route but the import batch and uploads (default 1 MiB). */
  bodyMaxBytes: number;
  /** Largest body of `import_reviews` (default 16 KiB per row of a full batch: 32 MiB). */
  importBodyMaxBytes: number;
  /** Calls one client address may make to the unauthenticated routes per window (default 120). */
  rateLimitMax: number;
  /** Length of the rate window, in ms (default 60 s). */
  rateLimitWindowMs: number;
  /** Client addresses remembered at most; the oldest are forgotten first (default 10 000). */
  rateLimitMaxClients: number;
}

/** The limits a server runs with unless told otherwise. */
export const DEFAULT_LIMITS: ServerLimits = {
  bodyMaxBytes: 1024 * 1024,
  importBodyMaxBytes: IMPORT_BATCH_MAX_ROWS * 16 * 1024,
  rateLimitMax: 120,
  rateLimitWindowMs: 60_000,
  rateLimitMaxClients: 10_000,
};

/** Paths whose body has a limit of its own: the import batch (larger) and the uploads (their own 413). */
export interface BodyLimitPaths {
  importPath: string;
  uploadsPrefix: string;
}

const mib = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Limits every request body, whether it comes with a Content-Length or not (reading stops past the
 * limit): 413 with the envelope `{code: 41300}`.
 */
export function limitBodies(limits: ServerLimits, paths: BodyLimitPaths): MiddlewareHandler {
  // The rest of the body is not read: the connection closes after the answer, so no next request reuses it.
  const tooLarge = (max: number) => (c: Context) =>
    c.json(envelope(ResultCode.payloadTooLarge, `Request body too large: at most ${mib(max)}`, { max_bytes: max }), 413, { Connection: 'close' });
  const general = bodyLimit({ maxSize: limits.bodyMaxBytes, onError: tooLarge(limits.bodyMaxBytes) });
  const importBatch = bodyLimit({
    maxSize: limits.importBodyMaxBytes,
    onError: tooLarge(limits.importBodyMaxBytes),
  });
  return async (c, next) => {
    const path = c.req.path;
    if (path === paths.uploadsPrefix || path.startsWith(`${paths.uploadsPrefix}/`)) return next();
    return (path === paths.importPath ? importBatch : general)(c, next);
  };
}

/** The address of the connection a request came on (never a forwarded-for header), or `unknown`. */
function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * A fixed-window rate limit per client address for the calls made without a session (sign-in,
 * OAuth, the bookmarklet's public calls, the demo session). Memory is bounded: at most
 * `rateLimitMaxClients` addresses are kept; expired windows go first, then the oldest.
 * Past the limit: 429 with the envelope `{code: 42900}` and Retry-After.
 */
export function rateLimitUnauthenticated(limits: ServerLimits, now: () => number = Date.now): MiddlewareHandler {
  const windows = new Map<string, { start: number; count: number }>();
  const makeRoom = (at: number): void => {
    for (const [address, window] of windows) {
      if (windows.size < limits.rateLimitMaxClients) return;
      if (at - window.start >= limits.rateLimitWindowMs) windows.delete(address);
    }
    while (windows.size >= limits.rateLimitMaxClients) {
      const oldest = windows.keys().next();
      if (oldest.done) return;
      windows.delete(oldest.value);
    }
  };
  return async (c, next) => {
    const at = now();
    const address = clientAddress(c);
    let window = windows.get(address);
    if (!window || at - window.start >= limits.rateLimitWindowMs) {
      windows.delete(address);
      makeRoom(at);
      window = { start: at, count: 0 };
      windows.set(address, window);
    }
    window.count += 1;
    if (window.count > limits.rateLimitMax) {
      const retryAfter = Math.max(1, Math.ceil((window.start + limits.rateLimitWindowMs - at) / 1000));
      c.header('Retry-After', String(retryAfter));
      return c.json(envelope(ResultCode.tooManyRequests, `Too many requests; try again in ${retryAfter} s`, { retry_after: retryAfter }), 429);
    }
    return next();
  };
}
