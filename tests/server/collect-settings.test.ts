import { beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_CONFLICT_CODE } from '../../src/contract/constants';
import { DEFAULT_MODERATION_RULES } from '../../src/contract/review-rules';
import { callApi, demoToken, useTestServer } from './helpers';

const server = useTestServer();
let token = '';
beforeAll(async () => {
  token = await demoToken();
});

const get = <T = any>(call: string) => callApi<T>(server(), call, { token });
const post = <T = any>(call: string, body: unknown) => callApi<T>(server(), call, { token, body });

describe('collect settings', () => {
  it('start from the defaults and save with a version; a stale save gets 409 with the saved values', async () => {
    const first = (await get('get_review_moderation_setting')).body.data;
    expect(first).toEqual({ ...DEFAULT_MODERATION_RULES, version: 0 });
    const saved = await post('save_review_moderation_setting', { ...first, minRating: 5, blockWords: ['refund'] });
    expect(saved.body.data).toMatchObject({ minRating: 5, blockWords: ['refund'], version: 1 });
    expect((await get('get_review_moderation_setting')).body.data).toMatchObject({ minRating: 5, version: 1 });
    const stale = await post('save_review_moderation_setting', { ...first, minRating: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(SETTINGS_CONFLICT_CODE);
    expect(stale.body.data).toMatchObject({ minRating: 5, version: 1 });
  });

  it('refuse a reward value outside SPEC §5 with its message key', async () => {
    const rewards = (await get('get_review_discount_setting')).body.data;
    const cases: [number, number, string][] = [
      [1, 0, 'settings.discount.discountValueLimit'],
      [1, 100.5, 'settings.discount.discountValueLimit'],
      [2, 0, 'enterIntegerThanZero'],
      [2, 4.999, 'onlyTwoDecimal'],
    ];
    for (const [valueType, value, key] of cases) {
      const refused = await post('save_review_discount_setting', { ...rewards, photo: { ...rewards.photo, valueType, value } });
      expect(refused.status, `${valueType} ${value}`).toBe(400);
      expect(refused.body.message).toContain(key);
    }
    const ok = await post('save_review_discount_setting', { ...rewards, photo: { ...rewards.photo, enabled: true, valueType: 2, value: 4.99 } });
    expect(ok.body.data.photo).toMatchObject({ enabled: true, valueType: 2, value: 4.99 });
  });
});
