import { build } from 'esbuild';
import { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml } from '../../http/html';
import { mintPlatformSessionToken } from './token';

/** URL prefix of the simulated admin's own files and endpoints. */
export const PLATFORM_ADMIN_PREFIX = '/platform-admin';
/** Where the admin shows our app, below its store root. */
export const PLATFORM_APP_HANDLE = 'reviews';

/** What the admin page needs to know (also handed to its script as JSON). */
export interface PlatformAdminConfig {
  /** This admin's origin, e.g. https://127.0.0.1:8443. */
  adminOrigin: string;
  /** The app's origin (the only origin whose messages the admin accepts). */
  appOrigin: string;
  /** The app's API key (the `aud` of the session tokens). */
  apiKey: string;
  /** Shop domain, e.g. demo-reviews.myshopify.com. */
  shop: string;
  /** The store's name shown in the header. */
  storeName: string;
}

/** Options of the admin server's app. */
export interface PlatformAdminOptions {
  config: () => PlatformAdminConfig;
  /** The app secret the platform signs session tokens with. */
  secret: string;
  /** Folder holding demo/platform (the repository root). */
  staticRoot: string;
  now?: () => number;
}

/** The store handle of a shop domain. */
export function storeHandle(shop: string): string {
  return shop.replace(/\.myshopify\.com$/, '');
}

/** The base64url `host` argument the admin gives the app: `<admin host>/store/<handle>`. */
export function hostArgument(adminOrigin: string, shop: string): string {
  return Buffer.from(`${new URL(adminOrigin).host}/store/${storeHandle(shop)}`).toString('base64url');
}

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  // The platform admin is the top window: nothing frames it.
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

/** JSON safe to put inside a script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The simulated platform admin: its page under /store/<handle>/..., the page's script and styles,
 * and the endpoint that mints session tokens for the app (same-origin calls only).
 */
export function platformAdminApp(options: PlatformAdminOptions): Hono {
  const app = new Hono();
  const folder = join(options.staticRoot, 'demo', 'platform');
  let script: Promise<string> | null = null;
  const bundle = (): Promise<string> =>
    (script ??= build({
      entryPoints: [join(folder, 'admin.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      target: 'es2020',
      minify: false,
      logLevel: 'silent',
    }).then((result) => result.outputFiles[0]?.text ?? '').catch((error: unknown) => {
      script = null;
      throw error;
    }));

  const page = async (): Promise<Response> => {
    const config = options.config();
    const template = await readFile(join(folder, 'index.html'), 'utf8');
    const html = template
      .replace('<!--platform-config-->', `<script id="platform-config" type="application/json">${scriptJson(config)}</script>`)
      .replace(/<!--store-name-->/g, escapeHtml(config.storeName));
    return new Response(html, { headers: PAGE_HEADERS });
  };

  app.get('/', (c) => c.redirect(`/store/${storeHandle(options.config().shop)}/apps/${PLATFORM_APP_HANDLE}`, 302));
  app.get('/store/:handle', (c) => (c.req.param('handle') === storeHandle(options.config().shop) ? page() : c.notFound()));
  app.get('/store/:handle/*', (c) => (c.req.param('handle') === storeHandle(options.config().shop) ? page() : c.notFound()));
  app.get(`${PLATFORM_ADMIN_PREFIX}/admin.js`, async (c) =>
    c.body(await bundle(), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }),
  );
  app.get(`${PLATFORM_ADMIN_PREFIX}/admin.css`, async (c) =>
    c.body(await readFile(join(folder, 'admin.css'), 'utf8'), 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' }),
  );
  app.get('/favicon.ico', (c) => c.body(null, 204));

  app.post(`${PLATFORM_ADMIN_PREFIX}/session-token`, async (c) => {
    const config = options.config();
    if (c.req.header('Origin') !== config.adminOrigin) return c.json({ error: 'Forbidden' }, 403);
    const token = await mintPlatformSessionToken({ shop: config.shop, apiKey: config.apiKey }, options.secret, options.now?.() ?? Date.now());
    return c.json({ token }, 200, { 'Cache-Control': 'no-store' });
  });
  return app;
}
