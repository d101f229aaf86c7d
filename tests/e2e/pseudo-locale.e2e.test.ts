import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import polarisEn from '@shopify/polaris/locales/en.json';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/contract/constants';
import { PSEUDO_LOCALE, pseudoLocalize, pseudoLocalizeTree } from '../../src/lib/pseudo-locale';
import { loginAsDemoShop, openPage, useDemo } from './support';
import type { Page, Response } from 'playwright-core';

/**
 * The pseudo-locale sweep: every built screen in the pseudo-language (generated here from the
 * English files), failing on visible text that did not come through i18n and on labels that clip.
 */
const demo = useDemo();
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The admin paths of src/routes: no parameters, not the login pages (the walk is logged in). */
function routePaths(): string[] {
  const dir = join(ROOT, 'src/routes');
  const paths = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'nav.ts')) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const m of text.matchAll(/(?:path: |\(\s*)'(\/[a-z_/-]*)'/g)) paths.add(m[1]!);
  }
  return [...paths].filter((p) => !['/login', '/auth'].includes(p)).sort();
}

/** Every word of every string in a JSON value. */
function words(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') for (const w of value.match(/[A-Za-z]{2,}/g) ?? []) into.add(w.toLowerCase());
  else if (Array.isArray(value)) for (const v of value) words(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) words(v, into);
}

/** Words that may show untranslated: Polaris' own English, month and day names (dates), shop data. */
function baseAllowed(): Set<string> {
  const allowed = new Set<string>();
  words(polarisEn, allowed);
  for (let m = 0; m < 12; m++) words([new Date(2024, m, 1).toLocaleString('en', { month: 'long' }), new Date(2024, m, 1).toLocaleString('en', { month: 'short' })], allowed);
  for (let d = 0; d < 7; d++) words([new Date(2024, 0, d + 1).toLocaleString('en', { weekday: 'long' }), new Date(2024, 0, d + 1).toLocaleString('en', { weekday: 'short' })], allowed);
  for (const w of ['am', 'pm', 'px']) allowed.add(w);
  words(LANGUAGES.map((l) => l.name), allowed); // language names are written in their own language
  return allowed;
}

/** The storefront and e-mail previews: the shop's words in the shop's language, not the admin's. */
const PREVIEWS = [
  '[data-testid="placement-preview"]', '[data-testid="email-preview-subject"]', '[data-testid="email-preview-preheader"]',
  '[data-testid="email-preview-frame"]', '[data-testid="widget-preview"]', '[data-testid="attribute-preview"]',
];

interface Finding {
  path: string;
  kind: 'text' | 'clipped';
  text: string;
}

/** Visible text nodes of the admin, and labels wider than their box. */
function scan(page: Page): Promise<{ texts: string[]; clipped: string[] }> {
  return page.evaluate((previews) => {
    const SHOP_DATA = ['[data-shop-data]', ...previews].join(', ');
    const root = document.querySelector('reviews-admin');
    const texts: string[] = [];
    const clipped: string[] = [];
    if (!root) return { texts, clipped };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      // Shop data: previews of the storefront and of e-mails show the shop's own words in its language.
      if (!text || !parent || parent.closest(`script, style, noscript, ${SHOP_DATA}`)) continue;
      if (parent.getClientRects().length === 0 || getComputedStyle(parent).visibility === 'hidden') continue;
      texts.push(text);
    }
    for (const el of root.querySelectorAll<HTMLElement>('button, .Polaris-Badge, [role="tab"], label')) {
      if (el.getClientRects().length === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1) clipped.push((el.innerText || el.getAttribute('aria-label') || el.outerHTML.slice(0, 80)).trim());
    }
    return { texts, clipped };
  }, PREVIEWS);
}

/** Waits for the screen: a heading, and no spinner or skeleton for a moment. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1, .Polaris-EmptyState').first().waitFor({ timeout: 5_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.Polaris-Spinner, .Polaris-SkeletonBodyText, .Polaris-SkeletonDisplayText, [aria-busy="true"]'), undefined, { timeout: 2_500 })
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

describe('the pseudo-locale', () => {
  it('keeps placeholders and tags, accents the letters, adds about 35 % and brackets', () => {
    const text = pseudoLocalize('Hello {{name}}, read <1>the guide</1> at https://example.com/a');
    expect(text.startsWith('[') && text.endsWith(']')).toBe(true);
    expect(text).toContain('{{name}}');
    expect(text).toContain('<1>');
    expect(text).toContain('</1>');
    expect(text).toContain('https://example.com/a');
    expect(text).not.toMatch(/Hello|read|guide/);
    const plain = 'Reviews waiting for a reply';
    expect(pseudoLocalize(plain).length).toBeGreaterThanOrEqual(Math.round(plain.length * 1.3));
    expect(pseudoLocalizeTree({ a: { b: 'Save' } }).a.b).toMatch(/^\[Šáṽé ·+\]$/);
  });

  it('every built screen shows only text that came through i18n, and no label clips, at 1280 px', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    const allowed = baseAllowed();
    const collect = async (response: Response) => {
      const url = response.url();
      if (!/\/(api|store|admin\/v1)\//.test(url) || !(response.headers()['content-type'] ?? '').includes('json')) return;
      try {
        words(await response.json(), allowed);
      } catch {
        // not JSON after all
      }
    };
    page.on('response', collect);
    await loginAsDemoShop(page, demo.server);
    // The pseudo-language's files, made from the English ones; the embedding page asks for it.
    await context.route(/\/locales\/en-XA\/([\w-]+)\.json/, (route) => {
      const ns = /\/locales\/en-XA\/([\w-]+)\.json/.exec(route.request().url())![1]!;
      const english = JSON.parse(readFileSync(join(ROOT, 'src/locales/en', `${ns}.json`), 'utf8')) as Record<string, never>;
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify(pseudoLocalizeTree(english)) });
    });
    await context.route(`${demo.server.url}/**`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      return route.fulfill({ response, body: (await response.text()).replace('<reviews-admin ', `<reviews-admin lang="${PSEUDO_LOCALE}" `) });
    });

    const placeholderHeading = pseudoLocalize((JSON.parse(readFileSync(join(ROOT, 'src/locales/en/common.json'), 'utf8')) as { placeholder: { heading: string } }).placeholder.heading);
    const findings: Finding[] = [];
    const walked: string[] = [];
    const times: string[] = [];
    const started = Date.now();
    /** Walks its share of the routes in its own tab (two tabs of one browser halve the time). */
    const walk = async (tab: Page, paths: string[]) => {
      for (const path of paths) {
        const t0 = Date.now();
        await tab.goto(`${demo.server.url}${path}`);
        await settle(tab);
        times.push(`${path} ${Date.now() - t0}`);
        if (await tab.getByText(placeholderHeading, { exact: true }).count()) continue; // not built yet
        walked.push(path);
        const { texts, clipped } = await scan(tab);
        for (const text of texts) {
          if (/^\{\{[^}]*\}\}$/.test(text)) continue; // an e-mail template variable, written as code
          const leaks = (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !allowed.has(w.toLowerCase()));
          if (leaks.length) findings.push({ path, kind: 'text', text });
        }
        for (const text of clipped) findings.push({ path, kind: 'clipped', text });
      }
    };
    const second = await context.newPage();
    second.on('response', collect);
    const paths = routePaths();
    await Promise.all([walk(page, paths.filter((_, i) => i % 2 === 0)), walk(second, paths.filter((_, i) => i % 2 === 1))]);
    const unique = [...new Map(findings.map((f) => [`${f.kind}|${f.text}`, f])).values()];
    expect(walked.length).toBeGreaterThan(15);
    expect(Date.now() - started, times.join(', ')).toBeLessThan(90_000);
    expect(unique).toEqual([]);
    await context.close();
  }, 150_000);
});
