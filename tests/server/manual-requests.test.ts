import { beforeAll, describe, expect, it } from 'vitest';
import { issueSessionToken } from '../../demo/server/http/tokens';
import { signParams } from '../../demo/server/http/hmac';
import { seedCatalog } from '../../demo/server/seed/catalog-seed';
import { createInstalledShop } from '../../demo/server/store/repositories/shops';
import { MAX_MANUAL_RECIPIENTS } from '../../src/contract/review-requests';
import { TEST_SECRET, callApi, useTestServer } from './helpers';

const server = useTestServer();

/** A fresh shop of its own (catalogue, no customers, no requests) and a token for it. */
async function freshShop(handle: string) {
  const db = server().db;
  const shop = createInstalledShop(db, `${handle}.myshopify.com`, Date.now());
  seedCatalog(db, shop.id);
  const products = db.prepare('SELECT id, title FROM products WHERE shop_id = ? ORDER BY id LIMIT 2').all(shop.id) as { id: number; title: string }[];
  const token = await issueSessionToken({ id: shop.id, domain: shop.domain }, { secret: TEST_SECRET });
  return { shop, token, products };
}

const rowsOf = (shopId: number) =>
  server().db.prepare('SELECT * FROM review_requests WHERE shop_id = ? ORDER BY id').all(shopId) as Record<string, unknown>[];

describe('manual_review_requests', () => {
  let s: Awaited<ReturnType<typeof freshShop>>;
  beforeAll(async () => {
    s = await freshShop('manual-one');
  });

  it('schedules valid rows the scheduler can send: product or shop, now or later', async () => {
    const before = Date.now();
    const res = await callApi(server(), 'manual_review_requests', {
      token: s.token,
      body: {
        source: 'typed',
        recipients: [
          { email: 'ann@example.com', name: 'Ann Lee', productId: `gid://shopify/Product/${s.products[0]!.id}`, language: 'de' },
          { email: 'bob@example.com', name: 'Bob Roe' },
        ],
      },
    });
    expect(res.body).toMatchObject({ code: 0, data: { scheduled: 2, refused: [] } });
    const rows = rowsOf(s.shop.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      source: 'typed', order_id: null, customer_email: 'ann@example.com', customer_name: 'Ann Lee', language: 'de',
      status: 'scheduled', email_type: 'first', emails_sent: 0,
    });
    expect(JSON.parse(rows[0]!.products as string)).toEqual([
      { id: `gid://shopify/Product/${s.products[0]!.id}`, title: s.products[0]!.title, image: expect.stringMatching(/^http:\/\/.+\.svg$/) },
    ]);
    expect(JSON.parse(rows[1]!.products as string)).toEqual([]);
    expect(rows[1]!.language).toBeNull();
    for (const row of rows) {
      expect(row.due_at as number).toBeGreaterThanOrEqual(before - 1000);
      expect(row.token).toMatch(/^[\w-]{32}$/);
    }
    expect(rows[0]!.token).not.toBe(rows[1]!.token);

    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const csv = await callApi(server(), 'manual_review_requests', {
      token: s.token,
      body: { source: 'csv', sendAt: later, recipients: [{ email: 'cy@example.com', name: 'Cy', productId: String(s.products[1]!.id) }] },
    });
    expect(csv.body.data).toEqual({ scheduled: 1, refused: [] });
    const last = rowsOf(s.shop.id).at(-1)!;
    expect(last).toMatchObject({ source: 'csv', due_at: Date.parse(later) });
    expect(JSON.parse(last.products as string)[0].id).toBe(`gid://shopify/Product/${s.products[1]!.id}`);
  });

  it('refuses each recipient with its reason and schedules the rest', async () => {
    server().db.prepare('INSERT INTO email_unsubscribes (shop_id, email, created_at) VALUES (?, ?, ?)').run(s.shop.id, 'gone@example.com', Date.now());
    const productId = `gid://shopify/Product/${s.products[0]!.id}`;
    const res = await callApi(server(), 'manual_review_requests', {
      token: s.token,
      body: {
        source: 'typed',
        recipients: [
          { email: 'not-an-address', name: 'X' },
          { email: 'Gone@Example.com', name: 'Gone' },
          { email: 'ANN@example.com', name: 'Ann again', productId },
          { email: 'dan@example.com', name: 'Dan', productId: 'gid://shopify/Product/999999' },
          { email: 'eve@example.com', name: 'Eve', productId },
          { email: 'eve@example.com', name: 'Eve twice', productId },
          { email: 'ann@example.com', name: 'Ann, shop review' },
          { email: 'bob@example.com', name: 'Bob, a product', productId },
          { email: 'bob@example.com', name: 'Bob, the shop again' },
        ],
      },
    });
    expect(res.body.data).toEqual({
      scheduled: 3,
      refused: [
        { index: 0, reason: 'invalid_email' },
        { index: 1, reason: 'unsubscribed' },
        { index: 2, reason: 'duplicate' },
        { index: 3, reason: 'unknown_product' },
        { index: 5, reason: 'duplicate' },
        { index: 8, reason: 'duplicate' },
      ],
    });
    expect(rowsOf(s.shop.id).filter((r) => r.customer_email === 'eve@example.com' || r.customer_name === 'Bob, a product')).toHaveLength(2);
    expect(rowsOf(s.shop.id).filter((r) => r.customer_email === 'ann@example.com')).toHaveLength(2);
  });

  it('asks again once the earlier request is no longer waiting', async () => {
    server().db.prepare("UPDATE review_requests SET status = 'sent' WHERE shop_id = ? AND customer_email = 'bob@example.com'").run(s.shop.id);
    const res = await callApi(server(), 'manual_review_requests', { token: s.token, body: { source: 'typed', recipients: [{ email: 'bob@example.com', name: 'Bob' }] } });
    expect(res.body.data).toEqual({ scheduled: 1, refused: [] });
  });

  it('validates the payload: empty list, too many, unknown source, unreadable or far dates', async () => {
    const one = [{ email: 'a@example.com', name: 'A' }];
    const cases: unknown[] = [
      { source: 'typed', recipients: [] },
      { source: 'typed', recipients: Array.from({ length: MAX_MANUAL_RECIPIENTS + 1 }, (_, i) => ({ email: `p${i}@example.com`, name: 'P' })) },
      { source: 'orders', recipients: one },
      { source: 'typed', recipients: [{ email: 'a@example.com', name: 'A', language: 'xx' }] },
      { source: 'typed', recipients: one, sendAt: 'tomorrow-ish' },
      { source: 'typed', recipients: one, sendAt: new Date(Date.now() + 400 * 86_400_000).toISOString() },
    ];
    for (const body of cases) {
      const res = await callApi(server(), 'manual_review_requests', { token: s.token, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.code).toBe(40000);
    }
    expect((await callApi(server(), 'manual_review_requests', { body: { source: 'typed', recipients: one } })).status).toBe(401);
  });

  it('splits a list at the quota left: the rest are refused with quota, not dropped', async () => {
    const q = await freshShop('manual-quota');
    server().db.prepare('UPDATE shops SET email_quota = 50, email_quota_used = 47 WHERE id = ?').run(q.shop.id);
    const recipients = Array.from({ length: 5 }, (_, i) => ({ email: `q${i}@example.com`, name: `Q${i}` }));
    recipients.splice(1, 0, { email: 'bad', name: 'Bad' });
    const res = await callApi(server(), 'manual_review_requests', { token: q.token, body: { source: 'csv', recipients } });
    expect(res.body.data).toEqual({
      scheduled: 3,
      refused: [{ index: 1, reason: 'invalid_email' }, { index: 4, reason: 'quota' }, { index: 5, reason: 'quota' }],
    });
    expect(rowsOf(q.shop.id).map((r) => r.customer_email)).toEqual(['q0@example.com', 'q1@example.com', 'q2@example.com']);
    server().db.prepare('UPDATE shops SET email_quota_used = 50 WHERE id = ?').run(q.shop.id);
    const none = await callApi(server(), 'manual_review_requests', { token: q.token, body: { source: 'typed', recipients: [{ email: 'q9@example.com', name: 'Q9' }] } });
    expect(none.body.data).toEqual({ scheduled: 0, refused: [{ index: 0, reason: 'quota' }] });
  });
});

describe('store customers behind the authorisation', () => {
  let s: Awaited<ReturnType<typeof freshShop>>;
  beforeAll(async () => {
    s = await freshShop('customers-one');
    const db = server().db;
    const insert = db.prepare('INSERT INTO customers (shop_id, store_id, first_name, last_name, email, language, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (let i = 0; i < 30; i += 1) insert.run(s.shop.id, `c${i}`, `Name${String(i).padStart(2, '0')}`, 'Smith', `n${i}@example.com`, i === 0 ? 'fr' : null, Date.now());
    insert.run(s.shop.id, 'z1', 'Zoe', 'Quartz', 'zoe@shop.example', null, Date.now());
    db.prepare('INSERT INTO email_unsubscribes (shop_id, email, created_at) VALUES (?, ?, ?)').run(s.shop.id, 'ZOE@shop.example', Date.now());
    const order = db.prepare('INSERT INTO orders (shop_id, store_id, name, customer_id, created_at) VALUES (?, ?, ?, (SELECT id FROM customers WHERE shop_id = ? AND store_id = ?), ?)');
    order.run(s.shop.id, 'o1', '#1001', s.shop.id, 'z1', Date.parse('2026-01-02T00:00:00Z'));
    order.run(s.shop.id, 'o2', '#1002', s.shop.id, 'z1', Date.parse('2026-02-03T00:00:00Z'));
  });

  it('lists nothing and refuses sending to customers until the store authorises it', async () => {
    const res = await callApi(server(), 'get_store_customers', { token: s.token });
    expect(res.body.data).toEqual({ authorized: false, items: [], total: 0, page: 1, perPage: 25 });
    const send = await callApi(server(), 'manual_review_requests', { token: s.token, body: { source: 'customers', recipients: [{ email: 'n1@example.com', name: 'N' }] } });
    expect(send.status).toBe(403);
    expect(rowsOf(s.shop.id)).toHaveLength(0);
  });

  it('authorises, then pages by 25 with search on name and address and the unsubscribed mark', async () => {
    const auth = await callApi(server(), 'authorize_store_customers', { token: s.token, body: {} });
    expect(auth.body.data).toMatchObject({ authorized: true, total: 31, page: 1, perPage: 25 });
    expect(auth.body.data.items).toHaveLength(25);
    expect(auth.body.data.items[0]).toEqual({ id: 'c0', name: 'Name00 Smith', email: 'n0@example.com', ordersCount: 0, lastOrderAt: null, unsubscribed: false });
    const second = await callApi(server(), 'get_store_customers', { token: s.token, query: 'page=2' });
    expect(second.body.data.items.map((c: { id: string }) => c.id)).toEqual(['c25', 'c26', 'c27', 'c28', 'c29', 'z1']);
    expect(second.body.data.items.at(-1)).toEqual({
      id: 'z1', name: 'Zoe Quartz', email: 'zoe@shop.example', ordersCount: 2, lastOrderAt: '2026-02-03T00:00:00.000Z', unsubscribed: true,
    });
    const byName = await callApi(server(), 'get_store_customers', { token: s.token, query: 'query=zoe%20q' });
    expect(byName.body.data).toMatchObject({ total: 1, items: [{ id: 'z1' }] });
    const byEmail = await callApi(server(), 'get_store_customers', { token: s.token, query: 'query=n2%40' });
    expect(byEmail.body.data.total).toBe(1);
    const wild = await callApi(server(), 'get_store_customers', { token: s.token, query: 'query=%25' });
    expect(wild.body.data.total).toBe(0);
    expect((await callApi(server(), 'get_store_customers', { token: s.token, query: 'page=0' })).status).toBe(400);
  });

  it('sends to customers in their stored language and refuses the unsubscribed one', async () => {
    const res = await callApi(server(), 'manual_review_requests', {
      token: s.token,
      body: { source: 'customers', recipients: [{ email: 'n0@example.com', name: 'Name00 Smith' }, { email: 'zoe@shop.example', name: 'Zoe Quartz' }] },
    });
    expect(res.body.data).toEqual({ scheduled: 1, refused: [{ index: 1, reason: 'unsubscribed' }] });
    expect(rowsOf(s.shop.id)[0]).toMatchObject({ source: 'customers', customer_email: 'n0@example.com', language: 'fr' });
  });
});

describe('get_review_request_link', () => {
  it('signs the shop link and a product link with the server secret, and refuses an unknown product', async () => {
    const s = await freshShop('link-one');
    const shopLink = await callApi(server(), 'get_review_request_link', { token: s.token });
    const url = new URL(shopLink.body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${server().url}/email_review`);
    expect(url.searchParams.get('shop')).toBe('link-one.myshopify.com');
    expect(url.searchParams.get('product')).toBeNull();
    expect(url.searchParams.get('sig')).toBe(signParams({ shop: 'link-one.myshopify.com' }, TEST_SECRET));
    expect(shopLink.body.data).toMatchObject({ productId: null, productTitle: null });

    const id = `gid://shopify/Product/${s.products[0]!.id}`;
    const productLink = await callApi(server(), 'get_review_request_link', { token: s.token, query: `product_id=${encodeURIComponent(id)}` });
    expect(productLink.body.data).toMatchObject({ productId: id, productTitle: s.products[0]!.title });
    const p = new URL(productLink.body.data.url);
    expect(p.searchParams.get('product')).toBe(id);
    expect(p.searchParams.get('sig')).toBe(signParams({ shop: 'link-one.myshopify.com', product: id }, TEST_SECRET));
    expect(p.searchParams.get('sig')).not.toBe(url.searchParams.get('sig'));

    const unknown = await callApi(server(), 'get_review_request_link', { token: s.token, query: 'product_id=gid%3A%2F%2Fshopify%2FProduct%2F424242' });
    expect(unknown.body.code).toBe(40400);
  });
});
