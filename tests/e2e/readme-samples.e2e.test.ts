import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { apiSecretFromEnv, issueSessionToken } from '../../demo/server/http/tokens';
import { REPO_ROOT, startServer, type RunningServer } from '../../demo/server/server';
import { KNOWN_LANGS, readmeBlocks, type CodeBlock } from './readme-blocks';
import { clearFaults, fault, launchChromium, openPage } from './support';

/**
 * Every html and js block of README.md runs in Chromium, as written, on a page of its own origin
 * (the host page: a small local server) against the built bundle and the reference server (another
 * origin, which allows the host page's origin only through CORS_ORIGINS / corsOrigins). A js block
 * runs as a classic script after the IIFE. Only the placeholders below are replaced.
 */

interface Env {
  server: RunningServer;
  hubOrigin: string;
  token: string;
}

/** The README's placeholders and what they become here. */
const SUBSTITUTIONS: [placeholder: string, value: (env: Env) => string][] = [
  ['https://cdn.example.com/reviews-admin/', (env) => `${env.server.url}/dist/`],
  ['https://api.example.com/', (env) => `${env.server.url}/`],
  ['https://hub.example.com', (env) => env.hubOrigin],
  ['<global token>', (env) => env.token],
  ['your-store.myshopify.com', () => DEMO_SHOP_DOMAIN],
];

/**
 * Names a sample takes from the host page's own code, provided as stubs that record their calls:
 * `hubRouter.go(path)` (the host's router), `fetchGlobalToken()` (a new global token from the host's
 * backend: a fresh session token of the demo shop) and `showSelection(selection)` (shows a picker result).
 */
const HOST_STUBS = `
  window.__calls = { navigate: [], tokens: 0, selections: [] };
  window.hubRouter = { go: (path) => { window.__calls.navigate.push(path); } };
  window.fetchGlobalToken = () => { window.__calls.tokens += 1; return window.__issueToken(); };
  window.showSelection = (selection) => { window.__calls.selections.push(selection); };
`;

interface Calls {
  navigate: string[];
  tokens: number;
  selections: ({ items: { title?: string }[] } | null)[];
}

const env = {} as Env & { browser: Browser; hub: Server; html: string };

beforeAll(async () => {
  env.hub = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(env.html ?? '');
  });
  await new Promise<void>((resolve) => env.hub.listen(0, '127.0.0.1', resolve));
  env.hubOrigin = `http://127.0.0.1:${(env.hub.address() as AddressInfo).port}`;
  env.server = await startServer({ port: 0, memory: true, testControls: true, staticRoot: REPO_ROOT, corsOrigins: [env.hubOrigin] });
  env.token = await freshToken();
  env.browser = await launchChromium();
});
afterAll(async () => {
  await env.browser?.close();
  await env.server?.close();
  await new Promise<void>((resolve) => (env.hub ? env.hub.close(() => resolve()) : resolve()));
});

function freshToken(ttlSeconds?: number): Promise<string> {
  return issueSessionToken({ id: DEMO_SHOP_ID, domain: DEMO_SHOP_DOMAIN }, { secret: apiSecretFromEnv(), ttlSeconds });
}

/** The sample with its placeholders replaced; fails on a placeholder the table does not know. */
function substitute(code: string, values: Env): string {
  let out = code;
  for (const [placeholder, value] of SUBSTITUTIONS) out = out.split(placeholder).join(value(values));
  const left = /[\w.-]*example\.(?:com|org|net)[\w./-]*|<global token>|your-store\.myshopify\.com/.exec(out);
  if (left) throw new Error(`unknown placeholder left in the sample: ${left[0]}`);
  return out;
}

/** The page of a sample: html as is; js as a classic script after the IIFE. */
function samplePage(block: CodeBlock, values: Env): string {
  const code = substitute(block.code, values);
  const body = block.lang === 'js' ? `<script src="${values.server.url}/dist/reviews-admin.iife.js"></script>\n<script>\n${code}\n</script>` : code;
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>README sample</title><link rel="icon" href="data:,"></head>\n<body>\n${body}\n</body></html>`;
}

/** Opens a sample on the host page's origin with the host stubs; returns the page and its errors. */
async function openSample(block: CodeBlock, overrides: Partial<Env> = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  env.html = samplePage(block, { ...env, ...overrides });
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.exposeFunction('__issueToken', () => freshToken());
  await context.addInitScript(HOST_STUBS);
  const { page, errors } = await openPage(context);
  await page.goto(`${env.hubOrigin}/`);
  return { context, page, errors };
}

const calls = (page: Page): Promise<Calls> => page.evaluate(() => (window as unknown as { __calls: Calls }).__calls);

/** The bundle's elements a sample mounts (in its markup or with createElement). */
function tagsOf(code: string): string[] {
  const tags = [...code.matchAll(/<(reviews-[a-z-]+)[\s>]|createElement\(\s*['"](reviews-[a-z-]+)['"]\s*\)/g)].map((m) => (m[1] ?? m[2])!);
  return [...new Set(tags)];
}

/** Each mounted element shows its content: its page heading (the picker shows nothing until opened). */
async function expectMounted(page: Page, code: string): Promise<void> {
  const shown = tagsOf(code).filter((t) => t !== 'reviews-resource-picker');
  expect(shown.length, 'the sample mounts no element that shows content').toBeGreaterThan(0);
  for (const tag of shown) {
    const h1 = page.locator(tag).getByRole('heading', { level: 1 }).first();
    await h1.waitFor({ timeout: 45_000 });
    expect((await h1.innerText()).trim().length, tag).toBeGreaterThan(0);
    expect(await page.locator(tag).getByText('load failed').count(), tag).toBe(0);
  }
}

/** How a mounted section asks to leave for another section (a link to another section's page). */
const LEAVE_SECTION: Record<string, { action: (page: Page) => Promise<void>; path: string }> = {
  'reviews-admin-reviews': {
    // The page's secondary action; Polaris rolls it into "More actions" when it measures too little room.
    action: async (page) => {
      const section = page.locator('reviews-admin-reviews');
      const direct = section.getByRole('link', { name: 'Import reviews' }).or(section.getByRole('button', { name: 'Import reviews' })).filter({ visible: true });
      const more = section.getByRole('button', { name: 'More actions' }).filter({ visible: true });
      await direct.or(more).first().waitFor({ timeout: 30_000 });
      if (!(await direct.count())) {
        await more.first().click();
        await page.getByRole('link', { name: 'Import reviews' }).or(page.getByRole('button', { name: 'Import reviews' })).or(page.getByRole('menuitem', { name: 'Import reviews' }))
          .filter({ visible: true }).first().click({ timeout: 30_000 });
        return;
      }
      await direct.first().click({ timeout: 30_000 });
    },
    path: '/import',
  },
  'reviews-admin-dashboard': {
    action: async (page) => {
      await page.locator('reviews-admin-dashboard').getByRole('button', { name: 'Ask customers for reviews' }).click();
      await page.locator('reviews-admin-dashboard').getByRole('button', { name: 'Set up review requests' }).click();
    },
    path: '/collect/auto_leave_reviews',
  },
};

/** Opens the picker from the host page's own button (outside the bundle's elements). */
async function clickHostPickButton(page: Page): Promise<void> {
  const button = page.locator('body > button, body > * > button').filter({ hasText: /pick/i }).first();
  expect(await button.count(), 'the sample opens the picker from a host button whose text says pick').toBe(1);
  await button.click();
}

const firstProductTitle = (): string =>
  (env.server.db.prepare("SELECT title FROM products WHERE shop_id = ? AND status = 'ACTIVE' ORDER BY title LIMIT 1").get(DEMO_SHOP_ID) as { title: string }).title;

const blocks = readmeBlocks();
const runnable = blocks.filter((b) => b.lang === 'html' || b.lang === 'js');

describe('README.md samples run in Chromium', () => {
  it('every block is in a known language, and there are samples to run', () => {
    for (const b of blocks) expect(KNOWN_LANGS as readonly string[], `README.md:${b.line}`).toContain(b.lang);
    expect(runnable.length).toBeGreaterThanOrEqual(2);
  });

  it('the checks catch a broken sample: top-level await in a classic script never registers its listeners', async () => {
    // The second-host sample as it once was: a SyntaxError, so no listener of that script exists.
    const broken: CodeBlock = {
      lang: 'html',
      line: 0,
      section: 'broken',
      code: [
        "<script>window.name = JSON.stringify({ token: '<global token>', shop: 'your-store.myshopify.com' });</script>",
        '<script src="https://cdn.example.com/reviews-admin/reviews-admin.iife.js"></script>',
        '<reviews-admin-reviews mode="provider" api-base="https://api.example.com/" parent-origin="https://hub.example.com"></reviews-admin-reviews>',
        '<script>',
        "  document.addEventListener('reviews-admin-navigate', (e) => { e.preventDefault(); hubRouter.go(e.detail.path); });",
        "  const selection = await document.querySelector('reviews-resource-picker').open({ type: 'product' });",
        '</script>',
      ].join('\n'),
    };
    const { context, page, errors } = await openSample(broken);
    await expectMounted(page, broken.code);
    expect(errors.some((e) => /await is only valid|SyntaxError|Unexpected/i.test(e))).toBe(true);
    await LEAVE_SECTION['reviews-admin-reviews']!.action(page);
    await page.waitForTimeout(1000);
    expect((await calls(page)).navigate).toEqual([]);
    await context.close();
  });

  describe.each(runnable.map((b) => [`README.md:${b.line} (${b.section})`, b] as const))('%s', (_name, block) => {
    it('parses, runs without an error and shows each element it mounts', async () => {
      const { context, page, errors } = await openSample(block);
      await expectMounted(page, block.code);
      await page.waitForTimeout(300);
      expect(errors).toEqual([]);
      await context.close();
    });

    if (block.code.includes('reviews-admin-navigate')) {
      it('its reviews-admin-navigate listener routes another section in the host page', async () => {
        const { context, page, errors } = await openSample(block);
        await expectMounted(page, block.code);
        const tag = tagsOf(block.code).find((t) => LEAVE_SECTION[t]);
        expect(tag, 'no mounted section of the sample has a known way to leave it').toBeDefined();
        const before = page.url();
        await LEAVE_SECTION[tag!]!.action(page);
        await expect.poll(async () => (await calls(page)).navigate, { timeout: 20_000 }).toContain(LEAVE_SECTION[tag!]!.path);
        // The listener cancelled the bundle's own navigation: the host page is still where it was.
        expect(page.url()).toBe(before);
        expect(errors).toEqual([]);
        await context.close();
      });
    }

    if (block.code.includes('reviews-resource-picker') && block.code.includes('.open(')) {
      it('its picker opens from the host page and resolves with the chosen product', async () => {
        const title = firstProductTitle();
        const { context, page, errors } = await openSample(block);
        await expectMounted(page, block.code);
        await clickHostPickButton(page);
        const dialog = page.locator('reviews-resource-picker').getByRole('dialog');
        await dialog.getByRole('checkbox', { name: title, exact: true }).check({ timeout: 30_000 });
        await dialog.getByRole('button', { name: 'Select' }).click();
        await expect.poll(async () => (await calls(page)).selections.length, { timeout: 20_000 }).toBe(1);
        const [selection] = (await calls(page)).selections;
        expect(selection?.items.map((i) => i.title)).toEqual([title]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }

    if (block.code.includes('reviews-admin-expired-token')) {
      it('its reviews-admin-expired-token listener hands over a new token when the store API refuses the token, and the picker resumes', async () => {
        const title = firstProductTitle();
        const { context, page, errors } = await openSample(block);
        await expectMounted(page, block.code);
        await fault(env.server, { path: '/store/v1/products', code: 1, reasonCode: 1100003, message: 'Token expired', times: 1 });
        try {
          await clickHostPickButton(page);
          await expect.poll(async () => (await calls(page)).tokens, { timeout: 20_000 }).toBeGreaterThan(0);
          // The waiting store call resumes with the new token: the products are listed.
          await page.locator('reviews-resource-picker').getByRole('dialog').getByRole('checkbox', { name: title, exact: true }).waitFor({ timeout: 30_000 });
          expect(errors).toEqual([]);
        } finally {
          await clearFaults(env.server);
          await context.close();
        }
      });

      it('its reviews-admin-expired-token listener hands over a new token when the admin API refuses an expired one, and the section loads', async () => {
        const expired = await freshToken(-60);
        const { context, page, errors } = await openSample(block, { token: expired });
        await expect.poll(async () => (await calls(page)).tokens, { timeout: 30_000 }).toBeGreaterThan(0);
        await expectMounted(page, block.code);
        // The browser itself logs each refused request; those 401s are the expiry under test, nothing else may be logged.
        const refused = /^Failed to load resource: the server responded with a status of 401 \(Unauthorized\) @ .*\/api\/v1\/admin\//;
        expect(errors.filter((e) => !refused.test(e))).toEqual([]);
        expect(errors.length).toBeGreaterThan(0);
        await context.close();
      });
    }
  });
});
