import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/contract/constants';
import { callApi, demoToken, useTestServer } from './helpers';

// The recommended-apps calls are read by embedding pages: this one is a configured CORS origin.
const server = useTestServer({ corsOrigins: ['https://host.example'] });
const token = await demoToken();

const RECOMMEND_PATH = '/admin/v1/merchant/get_recommend_app_list';
const recommend = (as: string | null, init: RequestInit = {}) =>
  fetch(`${server().url}${RECOMMEND_PATH}`, { ...init, headers: { ...(as ? { Authorization: `Bearer ${as}` } : {}), ...(init.headers ?? {}) } });

describe('recommended apps', () => {
  it('lists ten fictional apps with served SVG logos and external https links', async () => {
    const response = await recommend(token);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.code).toBe(0);
    const list = body.data.list as any[];
    expect(list).toHaveLength(10);
    expect(new Set(list.map((app) => app.name)).size).toBe(10);
    for (const app of list) {
      expect(Object.keys(app).sort()).toEqual(['category', 'desc', 'logo', 'name', 'url']);
      expect(app.logo).toMatch(new RegExp(`^${server().url.replace(/[.]/g, '\\.')}/store/images/[a-z0-9-]+\\.svg$`));
      expect(app.url).toMatch(/^https:\/\/apps\.example\.com\/[a-z0-9-]+$/);
      expect(app.desc.length).toBeGreaterThan(20);
      expect(app.category).not.toBe('');
    }
    expect(list[0]).toEqual({
      name: 'Parcelwise Order Tracking',
      logo: `${server().url}/store/images/parcelwise-order-tracking.svg`,
      desc: 'Branded tracking pages and delivery updates that cut "where is my order" emails.',
      url: 'https://apps.example.com/parcelwise-order-tracking',
      category: 'Shipping',
    });
    const logo = await fetch(list[0].logo);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await logo.text()).toContain('>PO</text>');
  });

  it('describes the apps in the asked interface language, every one of the 20, names kept', async () => {
    const list = async (lang: string) => ((await (await fetch(`${server().url}${RECOMMEND_PATH}?lang=${lang}`, { headers: { Authorization: `Bearer ${token}` } })).json()).data.list as any[]);
    const english = await list('en');
    const german = await list('de');
    expect(german[0]).toMatchObject({ name: 'Parcelwise Order Tracking', category: 'Versand' });
    expect(german[0].desc).toContain('Sendungsverfolgung');
    expect(german.map((a) => a.url)).toEqual(english.map((a) => a.url));
    for (const lang of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      const apps = await list(lang);
      expect(apps.map((a) => a.name), lang).toEqual(english.map((a) => a.name));
      const untranslated = apps.filter((a, i) => a.desc === english[i].desc);
      expect(untranslated, lang).toEqual([]);
    }
    expect(await list('xx')).toEqual(english);
  });

  it('answers CORS preflights and unknown merchant calls as JSON', async () => {
    const preflight = await fetch(`${server().url}${RECOMMEND_PATH}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://host.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://host.example');
    const unknown = await fetch(`${server().url}/admin/v1/merchant/nope`, { headers: { Authorization: `Bearer ${token}` } });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe(40400);
  });
});

describe('ads', () => {
  it('lists four ads with ids, texts and https links', async () => {
    const { status, body } = await callApi(server(), 'get_ads', { token });
    expect(status).toBe(200);
    const list = body.data.list as any[];
    expect(list.map((ad) => ad.id)).toEqual(['loyalty-loop', 'parcelwise', 'rankroot', 'lingo-lantern']);
    for (const ad of list) {
      expect(Object.keys(ad).sort()).toEqual(['btn_text', 'desc', 'id', 'title', 'url']);
      expect(ad.url).toMatch(/^https:\/\//);
      expect(ad.title).not.toBe('');
      expect(ad.btn_text).not.toBe('');
    }
    expect(list[0]).toMatchObject({ title: 'Turn reviewers into repeat buyers', btn_text: 'Try Loyalty Loop' });
  });
});

describe('sign-in required', () => {
  const CALLS: [string, 'GET' | 'POST', unknown?][] = [
    ['get_pricing_plans', 'GET'],
    ['add_pricing_plan', 'POST', { plan_id: 5 }],
    ['check_pricing_plan', 'POST', { charge_id: '12345678901' }],
    ['delete_pricing_plan', 'POST', {}],
    ['get_spending_limit', 'GET'],
    ['set_spending_limit', 'POST', { max_spending_limit: 10 }],
    ['get_pricing_plan_discount_code', 'GET'],
    ['redeem_pricing_plan_discount_code', 'POST', { code: 'WELCOME20' }],
    ['get_daily_statistics', 'POST', { days: 7 }],
    ['get_daily_statistics', 'GET'],
    ['get_ads', 'GET'],
  ];

  it.each(CALLS)('%s (%s) needs a bearer token', async (call, method, body) => {
    const missing = await callApi(server(), call, { method, body, query: method === 'GET' && call === 'get_daily_statistics' ? 'days=7' : undefined });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ code: 40100, message: 'Unauthorized', data: null });
    const expired = await callApi(server(), call, { method, body, token: await demoToken({ ttlSeconds: -60 }) });
    expect(expired.status).toBe(401);
  });

  it('get_recommend_app_list needs a bearer token', async () => {
    for (const as of [null, await demoToken({ ttlSeconds: -60 }), 'not.a.token']) {
      const response = await recommend(as);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 40100, message: 'Unauthorized', data: null });
    }
  });

  it('leaves the billing pages open without a bearer token', async () => {
    const page = await fetch(`${server().url}/billing/confirm?charge_id=1`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
  });
});
