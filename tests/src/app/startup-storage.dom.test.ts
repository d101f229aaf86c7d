import { afterEach, describe, expect, it } from 'vitest';
import type { Api } from '../../../src/api';
import { loadStartup } from '../../../src/app/actors/startup.actors';
import { storageGet } from '../../../src/lib/storage';

const userInfo = { id: 7, name: 'Demo', myshopify_domain: 'demo.myshopify.com' };
const plan = { pricing_plan_id: 2, permissions: '{"remove_branding":false}' };
const userSettings = { language: 'de', reviews_per_page_number: 14 };

const api = {
  shop: {
    getUserInfo: async () => userInfo,
    getShopConfig: async () => ({ backend_lang: 1 }),
    getEmbedsStatus: async () => ({ app_embeds_enabled: true, url: '' }),
    checkDisplayLimit: async () => ({ is_review_display_limited: 0, review_display_quantity: 0 }),
  },
  plans: { getShopPricingPlan: async () => plan },
  settings: { getUserSettings: async () => userSettings },
} as unknown as Api;

afterEach(() => localStorage.clear());

describe('the startup load', () => {
  it('keeps the shop info, the permissions and the whole settings answer for a day (SPEC §3 stored values)', async () => {
    const now = Date.now();
    const data = await loadStartup(api);
    expect(data.userSettings).toEqual(userSettings);
    expect(storageGet('userSettings')).toEqual(userSettings);
    expect(storageGet('permissions')).toBe(plan.permissions);
    expect(JSON.parse(atob(storageGet<string>('shopInfo') ?? ''))).toMatchObject({ id: 7 });
    expect(storageGet('userSettings', {}, now + 86_401_000)).toBeNull();
  });
});
