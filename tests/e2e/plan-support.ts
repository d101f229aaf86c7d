import type { Page } from 'playwright-core';
import type { RunningServer } from '../../demo/server/server';
import { DEMO_SHOP_DOMAIN } from '../../demo/server/seed/demo-shop';
import { suppressDiscountPopup } from './support';

/**
 * Puts the logged-in demo shop on a paid plan the way a merchant does, from the page: `add_pricing_plan`,
 * Approve on the reference server's billing page, `check_pricing_plan`. Reload the page afterwards.
 */
export async function upgradeDemoShop(page: Page, planId = 3): Promise<void> {
  await page.evaluate(async ([plan, shop]) => {
    const token = (JSON.parse(localStorage.getItem(`REVIEWS_ADMIN_TOKEN_${shop.toUpperCase()}`) ?? '{}') as { v: string }).v;
    const headers = { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
    const post = async (call: string, body: unknown) =>
      ((await (await fetch(`/api/v1/admin/${call}`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as { data: Record<string, unknown> }).data;
    const { charge_id: chargeId } = await post('add_pricing_plan', { plan_id: plan });
    await fetch('/billing/approve', { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ charge_id: String(chargeId) }) });
    const checked = await post('check_pricing_plan', { charge_id: chargeId });
    if (checked.status !== 'active') throw new Error(`The plan change is ${String(checked.status)}`);
  }, [planId, DEMO_SHOP_DOMAIN] as const);
}

/** Logs a new shop in through the standalone login and the install screen (the shop is installed now). */
export async function loginAsNewShop(page: Page, server: RunningServer, domain: string): Promise<void> {
  await suppressDiscountPopup(page, server);
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Shop domain').fill(domain);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/oauth\/authorize/);
  await page.getByRole('button', { name: /Install/ }).click();
  await page.waitForURL((url) => url.origin === server.url && !/^\/(oauth|auth|login)(\/|$)/.test(url.pathname));
}
