import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe violations on the page, as "rule: target" lines. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

const SCREENS = [
  { path: '/', ready: 'Analytics' },
  { path: '/plan?source=navigation', ready: 'Monthly' },
  { path: '/recommended', ready: 'Recommended apps' },
  { path: '/guide', ready: 'Setup guide' },
  { path: '/settings/language', ready: 'Custom words' },
  { path: '/collect/review_request_product', ready: 'Send review requests for' },
  { path: '/collect', ready: 'Review request results' },
  { path: '/collect/orders', ready: 'Search orders' },
  { path: '/collect/sync_past_orders', ready: 'Orders to sync' },
  { path: '/reviewList', ready: 'Keyboard shortcuts' },
  { path: '/reviewList?tab=questions', ready: 'Unanswered' },
];

describe('accessibility (axe-core): no serious or critical violation', () => {
  it('on the login page', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await page.goto(`${demo.server.url}/login`);
    await page.getByLabel('Shop domain').waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it.each(SCREENS)('on $path', async ({ path, ready }) => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}${path}`);
    await page.getByText(ready, { exact: true }).first().waitFor();
    await page.waitForTimeout(300);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
