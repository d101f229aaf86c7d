import { describe, expect, it } from 'vitest';
import { DEMO_APP_ID } from '../../demo/server/seed/demo-shop';
import { callStore, demoToken, useTestServer } from './helpers';

const server = useTestServer();
const token = await demoToken();

const products = (query: Record<string, string | number | undefined> = {}) =>
  callStore(server(), 'products', { token, query: { app_id: DEMO_APP_ID, ...query } });
const ids = (list: Array<{ id: string }>) => list.map((p) => p.id);
const TOKEN_EXPIRED = { code: 1, msg: 'Token expired', reasonCode: 1100003, data: null };

describe('store auth', () => {
  it.each([
    ['missing', async () => null],
    ['malformed', async () => 'not-a-jwt'],
    ['forged', () => demoToken({ secret: 'another-secret' })],
    ['expired', () => demoToken({ ttlSeconds: -60 })],
  ])('answers "Token expired" (HTTP 200, reasonCode 1100003) for a %s token', async (_name, makeToken) => {
    for (const path of ['products', 'collections', 'shop/app_info', 'shop/shopify']) {
      const { status, body } = await callStore(server(), path, { token: await makeToken(), query: { app_id: DEMO_APP_ID } });
      expect(status, path).toBe(200);
      expect(body, path).toEqual(TOKEN_EXPIRED);
    }
  });

  it('accepts the admin session token and answers with the store envelope', async () => {
    const { status, body } = await products({ limit: 1 });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.msg).toBe('ok');
    expect(body.currency_format).toBe('${{amount}}');
    expect(body).not.toHaveProperty('message');
  });

  it('refuses an unknown or missing app_id', async () => {
    expect((await products({ app_id: 'someone-else' })).body).toEqual({ code: 1, msg: 'App not found', data: null, reasonCode: 1100001 });
    const missing = await callStore(server(), 'products', { token });
    expect(missing.body).toMatchObject({ code: 1, msg: 'app_id is required', reasonCode: 1100001, data: null });
  });

  it('answers unknown store paths with a 404 store envelope', async () => {
    const { status, body } = await callStore(server(), 'nothing-here', { token });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 1, reasonCode: 1100001, data: null });
    expect(body.msg).toContain('/store/v1/nothing-here');
  });
});

describe('product search', () => {
  it('matches titles case-insensitively', async () => {
    const { body } = await products({ keyword: 'MERINO' });
    expect(body.data.products.map((p: { title: string }) => p.title)).toEqual(['Merino Wool Picnic Blanket', 'Merino Wool Throw Blanket']);
    expect(body.data.total).toBe(2);
  });

  it('matches handles', async () => {
    const { body } = await products({ keyword: 'wool-throw' });
    expect(body.data.products.map((p: { handle: string }) => p.handle)).toEqual(['merino-wool-throw-blanket']);
  });

  it('matches any variant SKU, case-insensitively', async () => {
    const row = server().db
      .prepare(`SELECT v.sku, p.id, p.title FROM product_variants v JOIN products p ON p.shop_id = v.shop_id AND p.id = v.product_id
        WHERE p.status = 'ACTIVE' AND v.position = 2 ORDER BY v.id LIMIT 1`)
      .get() as { sku: string; id: number; title: string };
    const { body } = await products({ keyword: row.sku.toLowerCase() });
    expect(body.data.total).toBe(1);
    expect(body.data.products[0].id).toBe(`gid://shopify/Product/${row.id}`);
    expect(body.data.products[0].variants.map((v: { sku: string }) => v.sku)).toContain(row.sku);
    const cedar = await products({ keyword: 'CED-PS-' });
    expect(cedar.body.data.products.map((p: { title: string }) => p.title)).toEqual(['Cedar Plant Stand']);
  });

  it('treats LIKE wildcards in the keyword literally and finds nothing for a stranger', async () => {
    expect((await products({ keyword: '%' })).body.data.total).toBe(0);
    expect((await products({ keyword: '_' })).body.data.total).toBe(0);
    const none = await products({ keyword: 'spaceship' });
    expect(none.body.data).toEqual({ products: [], pageInfo: { hasNextPage: false, endCursor: null }, total: 0 });
  });

  it('orders products by title', async () => {
    const { body } = await products({ limit: 250 });
    const titles = body.data.products.map((p: { title: string }) => p.title);
    expect(titles).toHaveLength(250);
    const sorted = [...titles].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
    expect(titles).toEqual(sorted);
    expect(titles[0]).toBe('Abaca Pendant Shade');
  });
});

describe('status filter', () => {
  it('lists only ACTIVE products by default', async () => {
    const { body } = await products({ limit: 250 });
    expect(body.data.total).toBe(285);
    expect(new Set(body.data.products.map((p: { status: string }) => p.status))).toEqual(new Set(['ACTIVE']));
  });

  it('adds ARCHIVED and DRAFT products when asked', async () => {
    expect((await products({ status: 'ARCHIVED,DRAFT' })).body.data.total).toBe(315);
    expect((await products({ status: 'ARCHIVED' })).body.data.total).toBe(300);
    expect((await products({ status: 'draft' })).body.data.total).toBe(300);
    const archived = server().db.prepare(`SELECT title FROM products WHERE status = 'ARCHIVED' ORDER BY title LIMIT 1`).get() as { title: string };
    const hidden = await products({ keyword: archived.title });
    expect(hidden.body.data.total).toBe(0);
    const shown = await products({ keyword: archived.title, status: 'ARCHIVED' });
    expect(shown.body.data.products.map((p: { title: string; status: string }) => [p.title, p.status])).toEqual([[archived.title, 'ARCHIVED']]);
  });

  it('refuses an unknown status with a readable message', async () => {
    const { status, body } = await products({ status: 'ARCHIVED,DELETED' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 1, reasonCode: 1100001, data: null });
    expect(body.msg).toContain('DELETED');
    expect(body.msg).toContain('ARCHIVED');
  });
});

describe('pagination', () => {
  it('pages through every match once with the right total', async () => {
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    for (;;) {
      const { body } = await products({ status: 'ARCHIVED,DRAFT', limit: 100, cursor });
      expect(body.data.total).toBe(315);
      seen.push(...ids(body.data.products));
      sizes.push(body.data.products.length);
      if (!body.data.pageInfo.hasNextPage) break;
      cursor = body.data.pageInfo.endCursor;
      expect(typeof cursor).toBe('string');
    }
    expect(sizes).toEqual([100, 100, 100, 15]);
    expect(new Set(seen).size).toBe(315);
  });

  it('uses 50 as the default page size', async () => {
    const first = await products();
    expect(first.body.data.products).toHaveLength(50);
    expect(first.body.data.pageInfo.hasNextPage).toBe(true);
    const second = await products({ cursor: first.body.data.pageInfo.endCursor });
    expect(second.body.data.products).toHaveLength(50);
    expect(ids(second.body.data.products).some((id) => ids(first.body.data.products).includes(id))).toBe(false);
  });

  it('refuses a bad limit or cursor', async () => {
    for (const limit of ['0', '251', 'ten', '-5']) {
      const { body } = await products({ limit });
      expect(body, limit).toMatchObject({ code: 1, reasonCode: 1100001 });
      expect(body.msg).toContain('limit');
    }
    expect((await products({ limit: 250 })).body.data.products).toHaveLength(250);
    const bad = await products({ cursor: 'not-a-cursor' });
    expect(bad.body).toMatchObject({ code: 1, reasonCode: 1100001 });
    expect(bad.body.msg).toContain('cursor');
  });
});

describe('product shape', () => {
  it('has gid ids, image, variants and the default-variant flag', async () => {
    const { body } = await products({ status: 'ARCHIVED,DRAFT', limit: 250 });
    const list = body.data.products as any[];
    for (const p of list) {
      expect(p.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
      expect(p.total_variants).toBe(p.variants.length);
      expect(p.variants.length).toBeGreaterThanOrEqual(1);
      expect(p.variants.length).toBeLessThanOrEqual(12);
      for (const v of p.variants) {
        expect(Object.keys(v).sort()).toEqual(['id', 'inventory_quantity', 'price', 'sku', 'title']);
        expect(v.id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
        expect(v.price).toMatch(/^\d+\.\d{2}$/);
        expect(Number.isInteger(v.inventory_quantity)).toBe(true);
      }
      expect(p.has_only_default_variant).toBe(p.variants.length === 1 && p.variants[0].title === 'Default Title');
      if (p.featured_media) {
        expect(p.featured_media).toEqual({ id: expect.stringMatching(/^gid:\/\/shopify\/MediaImage\/\d+$/), src: `${server().url}/store/images/${p.handle}.svg`, altText: p.title });
      }
    }
    expect(list.filter((p) => p.featured_media === null).length).toBeGreaterThan(10);
    expect(list.filter((p) => p.has_only_default_variant).length).toBeGreaterThan(50);
    expect(list.filter((p) => p.variants.length >= 6).length).toBeGreaterThan(10);
  });

  it('gives a known product its real values', async () => {
    const { body } = await products({ keyword: 'Merino Wool Throw Blanket' });
    expect(body.data.products[0]).toEqual({
      id: 'gid://shopify/Product/1001',
      title: 'Merino Wool Throw Blanket',
      handle: 'merino-wool-throw-blanket',
      status: 'ACTIVE',
      featured_media: { id: 'gid://shopify/MediaImage/70001', src: `${server().url}/store/images/merino-wool-throw-blanket.svg`, altText: 'Merino Wool Throw Blanket' },
      variants: [{ id: 'gid://shopify/ProductVariant/40001', title: 'Default Title', price: '106.99', inventory_quantity: 0, sku: 'MW-TB-1001' }],
      total_variants: 1,
      has_only_default_variant: true,
    });
    const stand = (await products({ keyword: 'cedar plant stand' })).body.data.products[0];
    expect(stand.has_only_default_variant).toBe(false);
    expect(stand.variants.map((v: { title: string }) => v.title)).toContain('Small / Natural');
    expect(stand.variants.every((v: { sku: string }) => v.sku.startsWith('CED-PS-1062-'))).toBe(true);
  });
});
