import type { Context, MiddlewareHandler } from 'hono';

/** The answer's headers, copying the answer first when its headers are immutable (e.g. a fetched response). */
function writableHeaders(c: Context): Headers {
  try {
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    const res = c.res;
    c.res = undefined;
    c.res = new Response(res.body, { status: res.status, statusText: res.statusText, headers: new Headers(res.headers) });
  }
  return c.res.headers;
}

/** Frame policy of a page that nothing may frame (install, billing). */
export const NEVER_FRAMED = "frame-ancestors 'none'";

/**
 * Headers of every answer: `X-Content-Type-Options: nosniff`; and for an HTML page that set no
 * frame policy of its own, `frame-ancestors 'self'` with `X-Frame-Options: SAMEORIGIN` (the admin
 * pages may be framed by this origin only). A page with a CSP but no frame-ancestors gets `'none'`
 * and `DENY` (the server's own install and billing pages). The platform demo's embedded app page
 * replaces both with the platform admin's origin.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = writableHeaders(c);
    headers.set('X-Content-Type-Options', 'nosniff');
    if (!(headers.get('Content-Type') ?? '').startsWith('text/html')) return;
    const csp = headers.get('Content-Security-Policy');
    if (csp?.includes('frame-ancestors')) return;
    if (csp) {
      headers.set('Content-Security-Policy', `${csp}; ${NEVER_FRAMED}`);
      headers.set('X-Frame-Options', 'DENY');
    } else {
      headers.set('Content-Security-Policy', "frame-ancestors 'self'");
      headers.set('X-Frame-Options', 'SAMEORIGIN');
    }
  };
}

/** Token answers (sign-in, code exchange, operator sign, demo session) are never cached. */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    writableHeaders(c).set('Cache-Control', 'no-store');
  };
}
