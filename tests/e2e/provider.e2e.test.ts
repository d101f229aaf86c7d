import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { clearFaults, fault, openPage, suppressDiscountPopup, useDemo } from './support';

const demo = useDemo();

const PROPS = ['font-family', 'font-size', 'line-height', 'color', 'background-color', 'box-sizing', 'margin-top', 'padding-top', 'border-top-width', 'letter-spacing'];
const SELECTORS = ['html', 'body', 'h1', '.host-note', '#pick', '.host-sidebar a', '.host-header'];

/** Computed styles of the host page's own elements. */
function hostStyles(page: Page) {
  return page.evaluate(
    ({ selectors, props }) =>
      Object.fromEntries(
        selectors.map((sel) => {
          const el = document.querySelector(sel)!;
          const cs = getComputedStyle(el);
          // The style attribute as it is: Polaris' --pc-* variables must not reach <html> either.
          const style = el.getAttribute('style') ?? '';
          return [sel, Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)])), el.getAttribute('class') ?? '', style];
        }).map(([sel, styles, cls, style]) => [sel, { styles, cls, style }]),
      ),
    { selectors: SELECTORS, props: PROPS },
  );
}

async function openHub(hash: string) {
  const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { page, errors } = await openPage(context);
  await suppressDiscountPopup(page, demo.server);
  await page.goto(`${demo.server.url}/provider/${hash}`);
  return { context, page, errors };
}

describe('second host page (script tag)', () => {
  it('mounts the elements from the IIFE and changes none of the page’s own styles', async () => {
    const bare = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const plain = await bare.newPage();
    await plain.route('**/dist/reviews-admin.iife.js', (r) => r.abort());
    await plain.goto(`${demo.server.url}/provider/#settings`);
    await plain.waitForTimeout(500);
    const before = await hostStyles(plain);
    await bare.close();

    const { context, page, errors } = await openHub('#settings');
    const section = page.locator('reviews-admin-settings');
    await section.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.waitForTimeout(300);
    expect(await hostStyles(page)).toEqual(before);

    // The page's CSS does not reach the admin: Polaris still styles its own buttons.
    const inside = await section.getByRole('link', { name: 'Help center' }).evaluate((a) => {
      const cs = getComputedStyle(a);
      return { font: cs.fontFamily, box: cs.boxSizing };
    });
    expect(inside.font).not.toContain('Georgia');
    expect(inside.box).toBe('border-box');
    expect(await page.evaluate(() => !!document.querySelector('reviews-admin-settings')?.querySelector('.ra-isolation-host')?.shadowRoot)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works inside a section and hands other sections to the hub', async () => {
    const { context, page, errors } = await openHub('#dashboard');
    const dashboard = page.locator('reviews-admin-dashboard');
    await dashboard.getByText('1 of 6 tasks completed').waitFor();
    await dashboard.getByRole('button', { name: 'Ask customers for reviews' }).click();
    await dashboard.getByRole('button', { name: 'Set up review requests' }).click();
    await page.waitForFunction(() => location.hash === '#collect');
    await page.locator('reviews-admin-collect').getByRole('heading', { level: 1, name: 'Automatic review requests' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __hostLog: { type: string; path?: string }[] }).__hostLog.some((m) => m.type === 'navigate' && m.path === '/collect/auto_leave_reviews'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ignores a token from a foreign origin, and sends ExpiredToken to the parent origin only', async () => {
    const { context, page } = await openHub('#dashboard');
    const dashboard = page.locator('reviews-admin-dashboard');
    await dashboard.getByText('1 of 6 tasks completed').waitFor();
    const foreign = demo.server.url.replace('127.0.0.1', 'localhost');
    // A page on another origin, framed here, posts a forged token to this page.
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.appendChild(frame);
    }, `${foreign}/provider/foreign-sender.html`);
    await page.frameLocator('iframe').locator('title').waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    // A call with the current token still works: the forged one from the other origin was not taken.
    await dashboard.getByRole('button', { name: 'Bring in your existing reviews' }).click();
    await dashboard.getByRole('button', { name: 'Import reviews' }).click();
    await expect
      .poll(() => (demo.server.db.prepare("SELECT value FROM shop_flags WHERE shop_id = ? AND key = 'clicked_migrate_reviews_btn'").get(DEMO_SHOP_ID) as { value: number } | undefined)?.value)
      .toBe(1);
    expect(await dashboard.getByText('load failed').count()).toBe(0);
    // Had the forged token been taken, the call would have needed a fresh token from the hub.
    expect(await page.evaluate(() => (window as unknown as { __hostLog: { type: string }[] }).__hostLog.filter((m) => m.type === 'ExpiredToken').length)).toBe(0);

    await fault(demo.server, { path: '/store/v1/products', code: 1, reasonCode: 1100003, message: 'Token expired', times: 1 });
    await page.getByRole('button', { name: 'Pick products' }).click();
    await page.waitForFunction(() => (window as unknown as { __hostLog: { type: string }[] }).__hostLog.some((m) => m.type === 'ExpiredToken'));
    await clearFaults(demo.server);
    await context.close();
  });

  it.each([
    ['setToken', ''],
    ['the postMessage answer', '?answer=message'],
  ])('an expired store token reaches the hub, which answers with %s; the picker then lists the products', async (_how, query) => {
    const { context, page, errors } = await openHub(`${query}#guide`);
    await page.locator('reviews-setup-guide').getByText(/of 6 tasks completed/).waitFor();
    await fault(demo.server, { path: '/store/v1/products', code: 1, reasonCode: 1100003, message: 'Token expired', times: 1 });
    await page.getByRole('button', { name: 'Pick products' }).click();
    const dialog = page.locator('reviews-resource-picker').getByRole('dialog');
    await dialog.getByRole('checkbox').first().waitFor({ timeout: 20_000 });
    expect(await dialog.getByText("Your store doesn't have any products yet.").count()).toBe(0);
    const log = await page.evaluate(() => (window as unknown as { __hostLog: { type: string; reason?: string; tag?: string; payload?: { reason: string } }[] }).__hostLog);
    // One expiry: the event once on each mounted element (the guide and the picker).
    expect(log.filter((m) => m.type === 'expired-token').map((m) => `${m.tag}:${m.reason}`).sort()).toEqual(['reviews-resource-picker:store', 'reviews-setup-guide:store']);
    expect(log.filter((m) => m.type === 'ExpiredToken').map((m) => m.payload?.reason)).toEqual(['store']);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.locator('#picked').filter({ hasText: 'Cancelled' }).waitFor();
    expect(errors).toEqual([]);
    await clearFaults(demo.server);
    await context.close();
  });

  it('opens the picker beside a section: one dialog, no console error, Shift+Tab kept inside it, Escape closes it', async () => {
    const { context, page, errors } = await openHub('#dashboard');
    await page.locator('reviews-admin-dashboard').getByText(/of 6 tasks completed/).waitFor();
    await page.getByRole('button', { name: 'Pick products' }).click();
    const dialog = page.locator('reviews-resource-picker').getByRole('dialog');
    await dialog.getByRole('checkbox').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    const focusInDialog = () =>
      page.evaluate(() => {
        const root = document.querySelector('reviews-resource-picker .ra-isolation-host')!.shadowRoot!;
        const box = root.querySelector('[role="dialog"]')!;
        const active = root.activeElement;
        return !!active && active !== box && box.contains(active);
      });
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.locator('#picked').filter({ hasText: 'Cancelled' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the picker from the host page and returns the chosen products', async () => {
    const title = (demo.server.db.prepare("SELECT title FROM products WHERE shop_id = ? AND status = 'ACTIVE' ORDER BY title LIMIT 1").get(DEMO_SHOP_ID) as { title: string }).title;
    const { context, page, errors } = await openHub('#guide');
    await page.locator('reviews-setup-guide').getByText(/of 6 tasks completed/).waitFor();
    await page.getByRole('button', { name: 'Pick products' }).click();
    const dialog = page.locator('reviews-resource-picker').getByRole('dialog');
    await dialog.getByTestId('picker-footer').filter({ hasText: '0 / 3 products selected' }).waitFor();
    await dialog.getByRole('checkbox', { name: title, exact: true }).check();
    await dialog.getByRole('button', { name: 'Select' }).click();
    await page.locator('#picked').filter({ hasText: title }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
