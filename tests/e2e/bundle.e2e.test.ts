import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../demo/server/server';
import { heading, openPage, useDemo } from './support';

const dist = join(REPO_ROOT, 'dist');
const files = () => readdirSync(dist);

/** Screens SPEC §2 names as lazily loaded, by their module name (SPEC's Collect is the /collect page, CollectIndex). */
const LAZY_SCREENS = [
  'Thankyou', 'Checkout', 'CollectIndex', 'Reviews', 'Import', 'Orders', 'ManualSend', 'Bookmark', 'AmazonBookmark',
  'MediaSubmit', 'Affiliate', 'ShareLink', 'Conversion', 'PrivacyPolicy', 'TermsService', 'Settings', 'Login', 'NotFound',
];

const demo = useDemo();

describe('the build', () => {
  it('writes the ESM entry, the IIFE, the stylesheet and the locales', () => {
    for (const f of ['reviews-admin.js', 'reviews-admin.iife.js', 'reviews-admin.css']) expect(files()).toContain(f);
    expect(readdirSync(join(dist, 'locales')).length).toBe(20);
  });

  it.each(LAZY_SCREENS)('puts the %s screen in a chunk of its own', (name) => {
    const chunk = files().find((f) => f.startsWith(`${name}.screen-`) && f.endsWith('.js'));
    expect(chunk, `${name} chunk`).toBeDefined();
    const entry = readFileSync(join(dist, 'reviews-admin.js'), 'utf8');
    expect(entry.includes(`./${chunk}`), `the entry imports ${chunk}`).toBe(true);
  });

  it('stamps locale URLs with the build time', () => {
    const entry = readFileSync(join(dist, 'reviews-admin.js'), 'utf8');
    // The stamp is written into the URL, or into one constant the URLs share (the country list uses it too).
    const url = /\.json\?v=(?:(\d{13})|\$\{([\w$]+)\})/.exec(entry);
    expect(url, 'a stamped locale URL').not.toBeNull();
    const named = url?.[2];
    if (named) expect(new RegExp(`\\b${named.replace('$', '\\$')}="\\d{13}"`).test(entry), `${named} holds the build time`).toBe(true);
  });

  it('defines the elements from a plain script tag (IIFE) and renders the admin', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${demo.server.url}/privacy_policy`);
    await page.setContent(`<!doctype html><html><head></head><body>
      <reviews-admin api-base="${demo.server.url}/" mode="standalone" routing="memory" initial-path="/login"></reviews-admin>
      <script src="${demo.server.url}/dist/reviews-admin.iife.js"></script></body></html>`);
    expect(await heading(page)).toBe('Log in');
    expect(await page.evaluate(() => !!customElements.get('reviews-admin'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
