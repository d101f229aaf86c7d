import type { Page } from 'playwright-core';
import { reviewDuplicateKey } from '../../demo/server/domain/review-duplicate-key';
import { apiSecretFromEnv, issueSessionToken } from '../../demo/server/http/tokens';
import type { RunningServer } from '../../demo/server/server';
import { installShop } from '../../demo/server/seed/seed';
import { storeToken, suppressDiscountPopup } from './support';

/** A fresh installed shop past its first-run guide, with a session token. */
export async function freshShop(server: RunningServer, name: string): Promise<{ domain: string; token: string }> {
  const domain = `${name}.myshopify.com`;
  const shop = installShop(server.db, domain);
  server.db.prepare('UPDATE shops SET skip_install = 1 WHERE id = ?').run(shop.id);
  return { domain, token: await issueSessionToken(shop, { secret: apiSecretFromEnv() }) };
}

/** Calls the admin API as the shop (POST with a body, else GET). */
export async function call<T>(server: RunningServer, token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api/v1/admin/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
}

/** Imports `count` reviews of product 1002 with the given status, written a few days ago. */
export function importReviews(server: RunningServer, token: string, count: number, status: string, from = 1) {
  const rows = Array.from({ length: count }, (_, i) => {
    const line = from + i;
    const base = { line, product_id: 'gid://shopify/Product/1002', rating: 5, title: `T${line}`, body: `Figures ${line}`, author: `A${line}`, email: `a${line}@example.com`, date: new Date(Date.now() - 3 * 86_400_000).toISOString(), reply: null, reply_date: null, media_urls: [], verified: false, country: 'us', status };
    return { ...base, duplicate_key: reviewDuplicateKey({ productId: base.product_id, author: base.author, date: base.date, body: base.body }) };
  });
  return call(server, token, 'import_reviews', { file_name: 'r.csv', format: 'ours', rows });
}

/** Opens a page of the admin as the shop. */
export async function openAs(page: Page, server: RunningServer, shop: { domain: string; token: string }, path: string): Promise<void> {
  await suppressDiscountPopup(page, server);
  await page.goto(`${server.url}/privacy_policy`);
  await storeToken(page, shop.domain, shop.token);
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}
