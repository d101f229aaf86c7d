import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { APP_NAME, DEMO_APP_ID, DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { placeholderColor } from '../../demo/server/http/placeholder-svg';
import { callApi, callStore, demoToken, useTestServer } from './helpers';

// https://picker.example embeds the product picker: a configured CORS origin.
const server = useTestServer({ corsOrigins: ['https://picker.example'] });
const token = await demoToken();

const store = (path: string, query: Record<string, string | number | undefined> = {}) =>
  callStore(server(), path, { token, query: { app_id: DEMO_APP_ID, ...query } });

describe('collections', () => {
  it('lists the 30 collections by title with computed product counts', async () => {
    const { body } = await store('collections', { limit: 250 });
    expect(body.code).toBe(0);
    expect(body.data.total).toBe(30);
    expect(body.data.pageInfo.hasNextPage).toBe(false);
    const list = body.data.collections as any[];
    expect(list).toHaveLength(30);
    const titles = list.map((c) => c.title);
    expect(titles.slice(0, 4)).toEqual(['Bath', 'Bedroom', 'Best Sellers', 'Camping & Picnic']);
    const counts = server().db
      .prepare('SELECT collection_id AS id, COUNT(*) AS n FROM collection_products WHERE shop_id = ? GROUP BY collection_id')
      .all(DEMO_SHOP_ID) as { id: number; n: number }[];
    const byId = new Map(counts.map((row) => [`gid://shopify/Collection/${row.id}`, row.n]));
    for (const c of list) {
      expect(c.id).toMatch(/^gid:\/\/shopify\/Collection\/\d+$/);
      expect(c.products_count).toBe(byId.get(c.id) ?? 0);
      if (c.image) expect(c.image).toEqual({ url: `${server().url}/store/images/${c.handle}.svg`, altText: `${c.title} collection` });
    }
    expect(list.find((c) => c.title === 'Coming Soon')?.products_count).toBe(0);
    expect(list.find((c) => c.title === 'Bath')?.products_count).toBe(25);
    expect(list.filter((c) => c.image === null).length).toBe(4);
  });

  it('searches by keyword and pages', async () => {
    const found = await store('collections', { keyword: 'GARDEN' });
    expect(found.body.data.collections.map((c: { title: string }) => c.title)).toEqual(['Garden']);
    const first = await store('collections', { limit: 20 });
    expect(first.body.data.collections).toHaveLength(20);
    expect(first.body.data.pageInfo.hasNextPage).toBe(true);
    const second = await store('collections', { limit: 20, cursor: first.body.data.pageInfo.endCursor });
    expect(second.body.data.collections).toHaveLength(10);
    expect(second.body.data.pageInfo.hasNextPage).toBe(false);
    const all = [...first.body.data.collections, ...second.body.data.collections].map((c: { id: string }) => c.id);
    expect(new Set(all).size).toBe(30);
  });

  it('refuses a bad limit', async () => {
    const { body } = await store('collections', { limit: 1000 });
    expect(body).toMatchObject({ code: 1, reasonCode: 1100001, data: null });
  });
});

describe('shop calls', () => {
  it('app_info gives a fresh token for the shop and the app icon', async () => {
    const { body } = await store('shop/app_info');
    expect(body.code).toBe(0);
    expect(body.msg).toBe('ok');
    expect(body.data.app).toEqual({ icon: `${server().url}/store/images/product-reviews.svg`, name: APP_NAME });
    expect(APP_NAME).toBe('Product Reviews');
    const claims = decodeJwt(body.data.access_token);
    expect(claims.sub).toBe(DEMO_SHOP_DOMAIN);
    expect(claims.shop_id).toBe(DEMO_SHOP_ID);
    expect(body.data.access_token).not.toBe(token);
    const info = await callApi(server(), 'get_user_info', { token: body.data.access_token });
    expect(info.body.data.id).toBe(DEMO_SHOP_ID);
    const again = await callStore(server(), 'products', { token: body.data.access_token, query: { app_id: DEMO_APP_ID, limit: 1 } });
    expect(again.body.code).toBe(0);
  });

  it('app_info refuses an unknown app id', async () => {
    const { status, body } = await store('shop/app_info', { app_id: 'no-such-app' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 1, msg: 'App not found', data: null });
    expect(DEMO_APP_ID).toBe('reviews-admin-demo');
  });

  it('shop/shopify describes the shop: name, domains, currency and how it writes an amount', async () => {
    const { body } = await store('shop/shopify');
    const primary = (server().db.prepare('SELECT custom_domain FROM shops WHERE id = ?').pluck().get(DEMO_SHOP_ID) as string) || DEMO_SHOP_DOMAIN;
    expect(body).toEqual({
      code: 0,
      msg: 'ok',
      data: { domain: DEMO_SHOP_DOMAIN, primary_domain: primary, name: 'Maple & Moss Goods', currency: 'USD', currency_format: '${{amount}}', money_format: '${{amount}}' },
    });
    expect((await store('products', { limit: 1 })).body.currency_format).toBe('${{amount}}');
    const symbol = server().db.prepare('SELECT currency_symbol FROM shops WHERE id = ?').pluck().get(DEMO_SHOP_ID) as string;
    try {
      for (const [stored, currency, format] of [['€', 'EUR', '€{{amount}}'], ['Kč', 'CZK', '{{amount}} Kč'], ['CHF', 'CHF', '{{amount}} CHF']]) {
        server().db.prepare('UPDATE shops SET currency_symbol = ? WHERE id = ?').run(stored, DEMO_SHOP_ID);
        expect((await store('shop/shopify')).body.data).toMatchObject({ currency, currency_format: format });
        expect((await store('products', { limit: 1 })).body.currency_format).toBe(format);
      }
    } finally {
      server().db.prepare('UPDATE shops SET currency_symbol = ? WHERE id = ?').run(symbol, DEMO_SHOP_ID);
    }
    expect((await store('shop/shopify', { app_id: 'someone-else' })).body).toMatchObject({ code: 1, msg: 'App not found' });
  });

  it('answers CORS preflights for /store', async () => {
    const response = await fetch(`${server().url}/store/v1/products`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://picker.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://picker.example');
  });
});

describe('placeholder images', () => {
  it('serves an SVG square with the initials and a cache policy', async () => {
    const response = await fetch(`${server().url}/store/images/cedar-plant-stand.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await response.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('>CP</text>');
    expect(svg).toContain(`fill="${placeholderColor('cedar-plant-stand')}"`);
    expect(placeholderColor('cedar-plant-stand')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('is deterministic per name and differs between names', async () => {
    const a = await (await fetch(`${server().url}/store/images/bath.svg`)).text();
    const b = await (await fetch(`${server().url}/store/images/bath.svg`)).text();
    expect(a).toBe(b);
    expect(a).toContain('>B</text>');
    const colors = new Set(['bath', 'bedroom', 'garden', 'lighting', 'teak-collection'].map(placeholderColor));
    expect(colors.size).toBe(5);
    expect(await (await fetch(`${server().url}/store/images/rubber-and-coir-doormat.svg`)).text()).toContain('>RC</text>');
  });

  it('serves every featured image the products point at', async () => {
    const { body } = await store('products', { limit: 5 });
    for (const p of body.data.products.filter((item: any) => item.featured_media)) {
      const response = await fetch(p.featured_media.src);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
    }
  });

  it('answers 404 for other names and extensions', async () => {
    for (const path of ['Cedar.svg', 'cedar.png', 'cedar', '..%2Fsecret.svg', `${'a'.repeat(121)}.svg`]) {
      expect((await fetch(`${server().url}/store/images/${path}`)).status, path).toBe(404);
    }
  });
});
