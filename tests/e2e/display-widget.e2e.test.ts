import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN } from '../../demo/server/seed/demo-shop';
import type { WidgetDisplayAnswer } from '../../src/contract/widgets';
import { upgradeDemoShop } from './plan-support';
import { adminApi, axeViolations, clearFaults, fault, heading, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

type Settings = { star_color: string; reviews_per_page_number: number; widget_title: string; reviews_css_code: string; version: number };

/** The preview's text, shadow roots included. */
async function previewText(page: Page): Promise<string> {
  return page.getByTestId('widget-preview').evaluate((host) => {
    const parts: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
      const root = (node as Element).shadowRoot;
      if (root) root.childNodes.forEach(walk);
      node.childNodes.forEach(walk);
    };
    walk(host);
    return parts.join(' ');
  });
}

/** True when some element of the preview (shadow roots included) is drawn in `rgb` (text colour, fill or background). */
async function previewUsesColour(page: Page, rgb: string): Promise<boolean> {
  return page.getByTestId('widget-preview').evaluate((host, colour) => {
    const seen = (el: Element): boolean => {
      const style = getComputedStyle(el);
      if ([style.color, style.fill, style.backgroundColor, style.stroke].includes(colour)) return true;
      const kids = [...el.children, ...(el.shadowRoot ? [...el.shadowRoot.children] : [])];
      return kids.some(seen);
    };
    return seen(host);
  }, rgb);
}

/** Every published review title of the demo shop, from the public widget API. */
async function shopReviewTitles(): Promise<Set<string>> {
  const titles = new Set<string>();
  for (let page = 1; page <= 30; page++) {
    const response = await fetch(`${demo.server.url}/api/v1/widget/reviews?shop=${DEMO_SHOP_DOMAIN}&page=${page}`);
    const items = ((await response.json()) as { data: { items: { title: string }[] } }).data.items;
    if (items.length === 0) break;
    for (const item of items) if (item.title.trim()) titles.add(item.title.trim());
  }
  return titles;
}

/** How many different review titles of the shop the preview shows. */
async function reviewsShown(page: Page, titles: Set<string>): Promise<number> {
  const text = await previewText(page);
  return [...titles].filter((title) => text.includes(title)).length;
}

/** Waits (briefly: the preview redraws at once, without a refetch) until `check` holds. */
const soon = (check: () => Promise<boolean>) => expect.poll(check, { timeout: 1_000, interval: 50 }).toBe(true);

describe('/display/<widget>', () => {
  it('follows star colour, reviews per page and the widget title in the preview at once, keeps them through a failed save, saves them with Try again and shows them after a reload', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/display/widget`);
    expect(await heading(page)).toBe('Review widget');
    const titles = await shopReviewTitles();
    await expect.poll(() => previewText(page), { timeout: 10_000 }).toContain('Customer Reviews');
    await expect.poll(() => reviewsShown(page, titles), { timeout: 10_000 }).toBeGreaterThan(2);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Widget title').fill('What our buyers say');
    await soon(async () => (await previewText(page)).includes('What our buyers say'));
    await page.getByLabel('Star colour', { exact: true }).fill('#E11D48');
    await soon(() => previewUsesColour(page, 'rgb(225, 29, 72)'));
    await page.getByLabel('Reviews per page').fill('2');
    await expect.poll(() => reviewsShown(page, titles), { timeout: 2_000 }).toBe(2);
    await page.getByLabel('Show this widget on the storefront').uncheck();

    // The settings fail, the display saves: Try again sends only the settings.
    const before = await adminApi<Settings>(page, 'get_user_settings');
    await fault(demo.server, { path: '/api/v1/admin/save_shop_settings', status: 500, code: 50001, message: 'Settings store unavailable', times: 1 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/Settings store unavailable/).waitFor();
    expect(await page.getByLabel('Star colour', { exact: true }).inputValue()).toBe('#E11D48');
    expect(await page.getByLabel('Reviews per page').inputValue()).toBe('2');
    expect(await page.getByLabel('Widget title').inputValue()).toBe('What our buyers say');
    expect(await adminApi<Settings>(page, 'get_user_settings')).toEqual(before);
    expect((await adminApi<WidgetDisplayAnswer>(page, 'get_widget_display')).widgets.widget.enabled).toBe(false);

    await clearFaults(demo.server);
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/admin/')) saves.push(new URL(r.url()).pathname);
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Widget settings saved').first().waitFor();
    expect(saves).toEqual(['/api/v1/admin/save_shop_settings']);
    expect(await adminApi<Settings>(page, 'get_user_settings')).toMatchObject({ star_color: '#E11D48', reviews_per_page_number: 2, widget_title: 'What our buyers say' });

    await page.reload();
    expect(await heading(page)).toBe('Review widget');
    expect(await page.getByLabel('Star colour', { exact: true }).inputValue()).toBe('#E11D48');
    expect(await page.getByLabel('Reviews per page').inputValue()).toBe('2');
    expect(await page.getByLabel('Show this widget on the storefront').isChecked()).toBe(false);
    await expect.poll(() => previewText(page), { timeout: 10_000 }).toContain('What our buyers say');
    await expect.poll(() => reviewsShown(page, titles), { timeout: 5_000 }).toBe(2);
    await context.close();
  });

  it('on Free offers the plans instead of custom CSS; after upgrading, lists the @import and the javascript: url it will remove, before and after the save', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/display/widget`);
    expect(await heading(page)).toBe('Review widget');
    const gate = page.locator('[data-plan-gate="custom_css"]');
    await gate.getByText('Available on Starter and above').waitFor();
    expect(await page.getByLabel('CSS for the review widget').count()).toBe(0);
    await gate.getByRole('link', { name: 'See plans' }).click();
    await page.waitForURL(`${demo.server.url}/plan?source=custom_css`);
    expect(await heading(page)).toBe('Plan');
    await upgradeDemoShop(page, 3);
    await page.goto(`${demo.server.url}/display/widget`);
    expect(await heading(page)).toBe('Review widget');
    const css = page.getByLabel('CSS for the review widget');
    await css.fill('@import url(https://evil.example/x.css);\n.card { background: url(javascript:alert(1)) }\n.card { color: #333 }');
    const pending = page.getByTestId('css-pending');
    await expect.poll(() => pending.evaluateAll((els) => els.map((e) => e.getAttribute('data-reason'))), { timeout: 5_000 }).toEqual(['import', 'javascript']);
    expect(await pending.nth(0).innerText()).toContain('Line 1:1');
    expect(await pending.nth(0).innerText()).toContain('@import can load code from elsewhere');
    expect(await pending.nth(1).innerText()).toContain('javascript: links can run code');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Widget settings saved').first().waitFor();
    const saved = page.getByTestId('css-saved');
    expect(await saved.evaluateAll((els) => els.map((e) => e.getAttribute('data-reason')))).toEqual(['import', 'javascript']);
    const stored = (await adminApi<Settings>(page, 'get_user_settings')).reviews_css_code;
    expect(stored).not.toMatch(/@import|javascript/);
    expect(stored).toContain('color: #333');
    expect(await css.inputValue()).toBe(stored);
    await expect.poll(() => page.getByTestId('css-pending').count(), { timeout: 2_000 }).toBe(0);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('shows the preview in a 390 px phone frame, stacks under 768 px, and the rating page offers the rating texts with their placeholders', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/display/widget`);
    expect(await heading(page)).toBe('Review widget');
    const phone = page.getByRole('button', { name: 'Phone' });
    await phone.focus();
    await page.keyboard.press('Enter');
    const frame = page.getByTestId('widget-preview-frame');
    await expect.poll(() => frame.getAttribute('data-device')).toBe('phone');
    expect((await frame.boundingBox())?.width).toBe(390);
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 700, height: 900 });
    const form = await page.getByLabel('Widget title').boundingBox();
    const preview = await page.getByRole('region', { name: /Preview at/ }).boundingBox();
    expect(preview!.y).toBeGreaterThan(form!.y);

    await page.goto(`${demo.server.url}/display/rating`);
    expect(await heading(page)).toBe('Star rating badge');
    expect(await page.getByLabel('Rating text on product pages').inputValue()).toBe('{{star}} {{review_number}} Reviews');
    expect(await page.getByLabel('Rating text in collection lists').inputValue()).toBe('{{star}} ({{review_number}})');
    await page.getByText('You may use {{star}} (the stars) and {{review_number}} (the number of reviews).').first().waitFor();
    await page.getByLabel('Star colour', { exact: true }).fill('red');
    await page.getByText('Enter a colour like #1A2B3C.').waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
