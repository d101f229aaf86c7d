import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/server';
import { createApi } from '../../../src/api';
import { ApiError } from '../../../src/api/errors';
import { createHttpClient } from '../../../src/api/http';
import { INVALID_ANSWER_MESSAGE, parseData } from '../../../src/api/parse';
import { guideFlagsSchema } from '../../../src/contract/dashboard';
import { userInfoSchema } from '../../../src/contract/shop';
import { demoToken, startTestServer } from '../../server/helpers';

let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await demoToken();
}, 30_000);
afterAll(() => server.close());
beforeEach(async () => {
  await fetch(`${server.url}/__test/faults`, { method: 'DELETE' });
});

/** Makes the next answer of an admin call the given envelope text. */
const injectBody = (call: string, body: string) =>
  fetch(`${server.url}/__test/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: `/api/v1/admin/${call}`, body, times: 1 }),
  });

function client() {
  const fatal: ApiError[] = [];
  const api = createApi(createHttpClient({ baseURL: `${server.url}/`, getToken: async () => token, onFatal: (e) => fatal.push(e) }));
  return { api, fatal };
}

describe('answers are checked against the contract at the edge', () => {
  it('refuses `code: 0` without data as a format error naming the field', async () => {
    await injectBody('get_user_info', JSON.stringify({ code: 0, message: 'ok' }));
    const { api, fatal } = client();
    const error = await api.shop.getUserInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'format', code: null, isFatal: false });
    expect((error as ApiError).message).toBe(`${INVALID_ANSWER_MESSAGE}: data: expected object`);
    expect(fatal).toEqual([]);
  });

  it('refuses an answer whose field has the wrong type, and names it', async () => {
    await injectBody('get_setup_guide', JSON.stringify({ code: 0, message: 'ok', data: { is_enable_Theme_extension: 'yes' } }));
    const error = await client().api.dashboard.getSetupGuide().catch((e: unknown) => e as ApiError);
    expect(error).toMatchObject({ kind: 'format' });
    expect((error as ApiError).message).toContain('is_enable_Theme_extension: expected number');
    expect((error as ApiError).message).toContain('clicked_custom_reviews_widget_btn: expected number');
  });

  it('refuses a list whose items do not match', async () => {
    await injectBody('list_reviews', JSON.stringify({ code: 0, data: { items: [{ id: 'x' }], total: 1, page: 1, per_page: 20, counts: {} } }));
    await expect(client().api.reviews.listReviews({}, 'newest')).rejects.toMatchObject({ kind: 'format', message: expect.stringContaining('items.0.') });
  });

  it('keeps a business error a business error (the envelope check comes first)', async () => {
    await injectBody('get_user_info', JSON.stringify({ code: 40001, message: 'No such shop', data: null }));
    await expect(client().api.shop.getUserInfo()).rejects.toMatchObject({ kind: 'business', code: 40001, message: 'No such shop' });
  });

  it('passes the real answers of the demo server unchanged, extra fields included', async () => {
    const { api } = client();
    const info = await api.shop.getUserInfo();
    expect(info.myshopify_domain).toMatch(/myshopify\.com$/);
    const guide = await api.dashboard.getSetupGuide();
    expect(Object.keys(guide)).toHaveLength(6);
    const page = await api.reviews.listReviews({}, 'newest', { per_page: 2 });
    expect(page.items).toHaveLength(2);
    const [settings, plan, plans, stats] = await Promise.all([
      api.settings.getUserSettings(),
      api.plans.getShopPricingPlan(),
      api.plans.getPricingPlans(),
      api.dashboard.getDailyStatistics(7),
    ]);
    expect(Object.keys(settings).length).toBeGreaterThan(8);
    expect(plan.plan_name).toBeTruthy();
    expect(plans.list.length).toBeGreaterThan(0);
    expect(stats.days).toBe(7);
  });
});

describe('parseData', () => {
  it('returns the answer as sent when it matches (extra fields kept)', () => {
    const data = { ...Object.fromEntries(Object.keys(guideFlagsSchema.shape).map((k) => [k, 1])), extra: true };
    expect(parseData(guideFlagsSchema, data)).toBe(data);
  });

  it('throws an ApiError of kind format with the answer as its data', () => {
    const data = { id: 'not a number' };
    try {
      parseData(userInfoSchema, data);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'format', data });
      expect((error as ApiError).message).toMatch(/^Invalid response format: id: expected number/);
    }
  });
});
