import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT } from '../../demo/server/server';

const ORIGIN = 'http://display-forms.test';

/** The harness page's script and styles, bundled as the admin bundle bundles them (React in production mode). */
export async function buildHarness(): Promise<{ js: string; css: string }> {
  const result = await build({
    entryPoints: [`${REPO_ROOT}tests/e2e/display-forms-harness.tsx`],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    outdir: '/harness',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const text = (ext: string) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
  return { js: text('.js'), css: text('.css') };
}

/** A page on its own origin serving the harness (nothing else is reachable); resolves once it is ready. */
export async function openHarness(browser: Browser, files: { js: string; css: string }, width = 900): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await context.route('**/*', (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/harness.js') return route.fulfill({ contentType: 'text/javascript', body: files.js });
    if (pathname === '/harness.css') return route.fulfill({ contentType: 'text/css', body: files.css });
    if (pathname === '/') {
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Display forms</title><link rel="stylesheet" href="/harness.css"></head><body><div id="root"></div><script type="module" src="/harness.js"></script></body></html>',
      });
    }
    return route.abort();
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForSelector('body[data-ready="true"]');
  return { page, errors, close: () => context.close() };
}

/** The values every onChange of the page received so far. */
export const changesOf = (page: Page) => page.evaluate(() => (window as unknown as { harness: { changes: unknown[] } }).harness.changes);

/** The last value an onChange received. */
export async function lastChange<T>(page: Page): Promise<T> {
  const all = await changesOf(page);
  return all[all.length - 1] as T;
}
