import { createApp } from '../../app';
import type { AppContext } from '../../http/context';
import { NON_APP_PREFIXES } from '../../http/routes/static';
import { normalizeShopDomain } from '../../domain/shop-domain';

/** The platform's own admin, which frames apps for every shop. */
const PLATFORM_ADMIN_ORIGIN = 'https://admin.shopify.com';

/**
 * The page's Content-Security-Policy with `frame-ancestors` naming only the admins that may embed the
 * app for the request's shop: the demo admin, the platform admin and the shop's own admin.
 */
function embeddedFrameAncestors(existing: string | null, requestUrl: string, adminOrigin: string): string {
  const shop = normalizeShopDomain(new URL(requestUrl).searchParams.get('shop'));
  const ancestors = [adminOrigin, PLATFORM_ADMIN_ORIGIN, ...(shop ? [`https://${shop}`] : [])];
  const others = (existing ?? '').split(';').map((d) => d.trim()).filter((d) => d && !/^frame-ancestors\b/i.test(d));
  return [...others, `frame-ancestors ${ancestors.join(' ')}`].join('; ');
}

/** A fetch handler (what the node adaptor serves). */
export type FetchHandler = (request: Request) => Promise<Response>;

/** True for a GET of an app page (the single-page app fallback), not an API call or a file. */
function isAppPage(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const path = new URL(request.url).pathname;
  if ([...NON_APP_PREFIXES, '/platform', '/provider', '/dist', '/locales'].some((p) => path === p || path.startsWith(`${p}/`))) return false;
  return !path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/**
 * The reference server's app for the platform demo's app origin: everything the http server serves, with
 * the platform's session tokens accepted for `apiKey`, and the app page's `<reviews-admin>` told which
 * admin origin may embed it (the `admin-origins` attribute).
 */
export function platformAppFetch(ctx: AppContext, apiKey: string, adminOrigin: () => string): FetchHandler {
  const withKey = { ...ctx, apiKey };
  const app = createApp(withKey);
  return async (request) => {
    if (!isAppPage(request)) return app.fetch(request);
    const headers = new Headers(request.headers);
    headers.delete('Accept-Encoding');
    headers.delete('If-None-Match');
    headers.delete('If-Modified-Since');
    const response = await app.fetch(new Request(request.url, { method: 'GET', headers }));
    if (response.status !== 200 || !(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return response;
    const html = (await response.text())
      .replace(/(<reviews-admin\b[^>]*?)\s+mode="standalone"/, '$1')
      .replace(/<reviews-admin\b/, `<reviews-admin admin-origins="${adminOrigin()}"`)
      // Inside the admin the app needs App Bridge before its first call: fetched beside the entry, not after it.
      .replace(/(<link rel="modulepreload" href="\/dist\/reviews-admin\.js" \/>)/, '$1\n    <link rel="modulepreload" href="/dist/reviews-admin-app-bridge.js" />');
    const out = new Headers(response.headers);
    for (const name of ['Content-Length', 'ETag', 'Last-Modified', 'X-Frame-Options']) out.delete(name);
    out.set('Cache-Control', 'no-store');
    // The embedded app may be framed by the shop's admin only (X-Frame-Options cannot name an origin).
    out.set('Content-Security-Policy', embeddedFrameAncestors(out.get('Content-Security-Policy'), request.url, adminOrigin()));
    return new Response(html, { status: 200, headers: out });
  };
}
