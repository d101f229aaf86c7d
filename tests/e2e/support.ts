import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_PROFILE } from '../../demo/server/seed/demo-shop';
import { REPO_ROOT, startServer, type RunningServer } from '../../demo/server/server';

/** Chromium flags that work on a closed network as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--disable-quic', '--disable-dev-shm-usage',
];

/** Launches the system Chromium (never a downloaded one). */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}`);
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/** The reference server over the repository (dist/ must be built), in memory, with test controls. */
export function startDemoServer(): Promise<RunningServer> {
  if (!existsSync(`${REPO_ROOT}dist/reviews-admin.js`)) throw new Error('dist/ is missing: run npm run build first');
  return startServer({ port: 0, memory: true, testControls: true, staticRoot: REPO_ROOT, providerDemo: true });
}

/** A page that records console errors and uncaught exceptions. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(`${msg.text()} @ ${msg.location().url}`);
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  return { page, errors };
}

/** Registers a fault on the server (see demo/server/http/test-controls.ts). */
export async function fault(server: RunningServer, body: Record<string, unknown>): Promise<void> {
  await fetch(`${server.url}/__test/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

/** Clears every fault. */
export async function clearFaults(server: RunningServer): Promise<void> {
  await fetch(`${server.url}/__test/faults`, { method: 'DELETE' });
}

/** Keeps the discount popup away for ten minutes, as if the merchant had already seen it. */
export async function suppressDiscountPopup(page: Page, server: RunningServer): Promise<void> {
  if (!page.url().startsWith(server.url)) await page.goto(`${server.url}/privacy_policy`);
  await page.evaluate((name) => {
    localStorage.setItem(`REVIEWS_ADMIN_DISCOUNTPOPUP_${name}`.toUpperCase(), JSON.stringify({ v: 1, e: Date.now() + 600_000 }));
  }, DEMO_SHOP_PROFILE.name);
}

/** Logs in through the standalone login page and the install screen; ends on the dashboard (popup kept away unless asked). */
export async function loginAsDemoShop(page: Page, server: RunningServer, opts: { discountPopup?: boolean } = {}): Promise<void> {
  if (!opts.discountPopup) await suppressDiscountPopup(page, server);
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Shop domain').fill(DEMO_SHOP_DOMAIN);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/oauth\/authorize/);
  await page.getByRole('button', { name: /Install/ }).click();
  await page.waitForURL(`${server.url}/`);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** The page's h1 text. */
export async function heading(page: Page): Promise<string> {
  const h1 = page.getByRole('heading', { level: 1 });
  await h1.first().waitFor();
  return (await h1.first().innerText()).trim();
}

/** Starts a demo server and Chromium for a test file and stops them after it; read the fields inside tests. */
export function useDemo(): { server: RunningServer; browser: Browser } {
  const env = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    env.server = await startDemoServer();
    env.browser = await launchChromium();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/** Keeps a session token for a shop the way the standalone host does (the page must be on the app's origin). */
export async function storeToken(page: Page, shop: string, token: string): Promise<void> {
  await page.evaluate(
    ([s, t]) => {
      localStorage.setItem('REVIEWS_ADMIN_SHOPIFYDOMAIN', JSON.stringify({ v: s }));
      localStorage.setItem(`REVIEWS_ADMIN_TOKEN_${s!.toUpperCase()}`, JSON.stringify({ v: t }));
    },
    [shop, token],
  );
}

/** Calls an admin API path (GET) from the page with the demo shop's stored session token; answers the envelope's data. */
export async function adminApi<T>(page: Page, call: string): Promise<T> {
  return page.evaluate(async ([path, shop]) => {
    const token = JSON.parse(localStorage.getItem(`REVIEWS_ADMIN_TOKEN_${shop!.toUpperCase()}`) ?? '{}').v as string;
    const response = await fetch(`/api/v1/admin/${path}`, { headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' } });
    return ((await response.json()) as { data: unknown }).data;
  }, [call, DEMO_SHOP_DOMAIN] as const) as Promise<T>;
}

let axeSource: string | undefined;

/** Serious and critical axe violations on the page as "rule: target" lines (axe is added to the page once). */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
