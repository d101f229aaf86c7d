import { describe, expect, it } from 'vitest';
import { reviewDuplicateKey } from '../../demo/server/domain/review-duplicate-key';
import { issueSessionToken } from '../../demo/server/http/tokens';
import { installShop } from '../../demo/server/seed/seed';
import { SLOW_TEST_TIMEOUT_MS, TEST_SECRET, callApi, demoToken, useTestServer } from './helpers';
import { REVIEW_CLOCK_START } from './review-helpers';

const server = useTestServer({ now: () => REVIEW_CLOCK_START });

/** One import row for product 1002, written on `date`. */
function row(line: number, status: string, date = '2025-05-20T08:30:00.000Z') {
  const base = { line, product_id: 'gid://shopify/Product/1002', rating: 4, title: `T${line}`, body: `Figures review ${line}`, author: `A${line}`, email: `a${line}@example.com`, date, reply: null, reply_date: null, media_urls: [], verified: false, country: 'us', status };
  return { ...base, duplicate_key: reviewDuplicateKey({ productId: base.product_id, author: base.author, date: base.date, body: base.body }) };
}

/** Every review figure the admin shows for a shop, read through the API as the pages read them. */
async function figures(token: string) {
  const [limit, config, all, week, list, published] = await Promise.all([
    callApi(server(), 'check_review_display_limit', { token }),
    callApi(server(), 'get_shop_config_set', { token }),
    callApi(server(), 'get_daily_statistics', { token, body: { days: 0 } }),
    callApi(server(), 'get_daily_statistics', { token, body: { days: 30 } }),
    callApi(server(), 'list_reviews', { token, query: 'page=1' }),
    callApi(server(), 'list_reviews', { token, query: 'page=1&status=published' }),
  ]);
  return {
    limited: limit.body.data.is_review_display_limited,
    published: limit.body.data.review_display_quantity,
    left: config.body.data.store_front_left_review_limit,
    receivedAllTime: all.body.data.totals.reviews_collected,
    received30: week.body.data.totals.reviews_collected,
    listTotal: list.body.data.total,
    listPublished: published.body.data.total,
  };
}

describe('the dashboard review figures', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('a fresh shop: zero everywhere, the whole free quota left, not limited', async () => {
    const shop = installShop(server().db, 'figures-fresh.myshopify.com', REVIEW_CLOCK_START - 86_400_000);
    const token = await issueSessionToken(shop, { secret: TEST_SECRET });
    expect(await figures(token)).toEqual({ limited: 0, published: 0, left: 50, receivedAllTime: 0, received30: 0, listTotal: 0, listPublished: 0 });
  });

  it('imports and hides change every figure together, from the reviews table', async () => {
    const shop = installShop(server().db, 'figures-import.myshopify.com', REVIEW_CLOCK_START - 86_400_000);
    const token = await issueSessionToken(shop, { secret: TEST_SECRET });
    const rows = [...Array.from({ length: 48 }, (_, i) => row(i + 1, 'published')), row(49, 'hidden'), row(50, 'published', '2024-01-05T10:00:00.000Z')];
    const imported = await callApi(server(), 'import_reviews', { token, body: { file_name: 'r.csv', format: 'ours', rows } });
    expect(imported.body.data.imported).toBe(50);
    // 49 published (one hidden), one of them written long before the install and outside the 30 days.
    expect(await figures(token)).toEqual({ limited: 0, published: 49, left: 1, receivedAllTime: 50, received30: 49, listTotal: 50, listPublished: 49 });

    const more = [row(51, 'published'), row(52, 'published')];
    await callApi(server(), 'import_reviews', { token, body: { file_name: 'r2.csv', format: 'ours', rows: more } });
    expect(await figures(token)).toEqual({ limited: 1, published: 51, left: 0, receivedAllTime: 52, received30: 51, listTotal: 52, listPublished: 51 });
  });

  it('the demo shop: the published count, the list and all-time reviews received agree with the table', async () => {
    const token = await demoToken();
    const f = await figures(token);
    const db = server().db;
    const live = db.prepare('SELECT COUNT(*) FROM reviews WHERE shop_id = 1001 AND deleted_at IS NULL').pluck().get();
    const shown = db.prepare("SELECT COUNT(*) FROM reviews WHERE shop_id = 1001 AND deleted_at IS NULL AND status = 'published'").pluck().get();
    expect(f).toMatchObject({ limited: 1, published: shown, left: 0, receivedAllTime: live, listTotal: live, listPublished: shown });
  });
});
