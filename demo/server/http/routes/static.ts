import { Hono } from 'hono';
import type { Context } from 'hono';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext, AppEnv } from '../context';
import { IMMUTABLE_CACHE, safeJoin, sendFile } from '../static-files';

/** Path prefixes that never fall back to the single-page app. */
export const NON_APP_PREFIXES: readonly string[] = ['/api', '/store', '/oauth', '/__test', '/billing', '/admin/v1'];

function rawPathname(c: Context): string {
  return new URL(c.req.url).pathname;
}

function refused(c: Context, status: 400 | 403): Response {
  return c.text(status === 400 ? 'Bad request' : 'Forbidden', status);
}

/** Serves files of one folder under a URL prefix. */
function folder(prefix: string, rootOf: () => string, immutableHashed = false) {
  return async (c: Context<AppEnv>) => {
    const root = rootOf();
    const target = safeJoin(root, rawPathname(c).slice(prefix.length));
    if (!target.ok) return refused(c, target.status);
    return (await sendFile(c, root, target.file, { immutableHashed })) ?? c.notFound();
  };
}

function hasPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Static files: /dist, /locales (built copy first, else the sources), /platform, /provider,
 * and demo/index.html for any other extension-less GET (single-page app fallback).
 */
export function staticRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const root = ctx.staticRoot;
  const localesRoot = (): string => {
    const built = join(root, 'dist', 'locales');
    return existsSync(built) ? built : join(root, 'src', 'locales');
  };

  // The storefront script runs on the shops' own domains: a module script (and its on-demand chunks) from another origin needs CORS.
  app.get('/dist/storefront/*', async (c, next) => {
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
  });
  // Data files beside the bundle are read with the build stamp (`?v=`): that address never changes content.
  app.get('/dist/data/*', async (c, next) => {
    await next();
    if (c.req.query('v') && c.res.status === 200) c.res.headers.set('Cache-Control', IMMUTABLE_CACHE);
  });
  app.get('/dist/*', folder('/dist', () => join(root, 'dist'), true));
  app.get('/locales/*', folder('/locales', localesRoot));
  app.get('/platform', (c) => c.redirect('/platform/', 301));
  app.get('/platform/*', folder('/platform', () => join(root, 'demo', 'platform')));
  app.get('/provider', (c) => c.redirect('/provider/', 301));
  // The tests' forged sender is framed by another origin on purpose: it is the only page that may be.
  app.get('/provider/foreign-sender.html', async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', 'frame-ancestors *');
  });
  app.get('/provider/*', folder('/provider', () => join(root, 'demo', 'provider')));

  app.get('*', async (c) => {
    const path = rawPathname(c);
    if (NON_APP_PREFIXES.some((prefix) => hasPrefix(path, prefix))) return c.notFound();
    const last = path.slice(path.lastIndexOf('/') + 1);
    if (last.includes('.')) return c.notFound();
    const demoRoot = join(root, 'demo');
    return (await sendFile(c, demoRoot, join(demoRoot, 'index.html'))) ?? c.notFound();
  });

  return app;
}
