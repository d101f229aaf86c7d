import type { Page } from 'playwright-core';
import { DEMO_SHOP_DOMAIN } from '../../demo/server/seed/demo-shop';

/** Posts to an admin API path from the page with the demo shop's stored session token; answers the envelope's data. */
export async function adminPost<T>(page: Page, call: string, body: unknown): Promise<T> {
  return page.evaluate(async ([path, shop, payload]) => {
    const token = JSON.parse(localStorage.getItem(`REVIEWS_ADMIN_TOKEN_${shop.toUpperCase()}`) ?? '{}').v as string;
    const response = await fetch(`/api/v1/admin/${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: payload,
    });
    return ((await response.json()) as { data: unknown }).data;
  }, [call, DEMO_SHOP_DOMAIN, JSON.stringify(body)] as const) as Promise<T>;
}

/** Turns review requests on (or off) through the API, from the settings' current version. */
export async function setRequestsEnabled(page: Page, enabled: boolean): Promise<void> {
  const current = await page.evaluate(async (shop) => {
    const token = JSON.parse(localStorage.getItem(`REVIEWS_ADMIN_TOKEN_${shop.toUpperCase()}`) ?? '{}').v as string;
    const response = await fetch('/api/v1/admin/get_review_request_setting', { headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' } });
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  }, DEMO_SHOP_DOMAIN);
  await adminPost(page, 'save_review_request_setting', { ...current, enabled });
}
