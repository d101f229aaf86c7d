import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, demoToken, useTestServer } from '../helpers';
import { upgradeShop } from '../plan-helpers';

const server = useTestServer();
const token = await demoToken();
// Words for languages other than the widget's need a plan with multi_language.
beforeAll(() => upgradeShop(server(), token, 3));
const get = (path: string, query?: string) => callApi(server(), path, { token, ...(query ? { query } : {}) });
const post = (path: string, body: unknown) => callApi(server(), path, { token, body });

/**
 * Two tabs save the same settings object, each from the version it read: the second save is stale
 * and gets HTTP 409 with the saved values, instead of silently overwriting the first.
 */
describe('versioned settings saves', () => {
  it('custom words: a stale save is a conflict carrying the other tab\'s words', async () => {
    const read = await get('get_shop_selfdefine_lang', 'lang=de');
    const version = read.body.data.version;
    expect(typeof version).toBe('number');
    const first = await post('set_shop_selfdefine_lang', { lang: 'de', json_data: JSON.stringify({ 'review_form.write_review': 'Tab A' }), version });
    expect(first.body.code).toBe(0);
    expect(first.body.data.version).toBe(version + 1);
    const second = await post('set_shop_selfdefine_lang', { lang: 'de', json_data: JSON.stringify({ 'review_form.write_review': 'Tab B' }), version });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe(40900);
    expect(second.body.data).toMatchObject({ lang: 'de', version: version + 1 });
    expect(JSON.parse(second.body.data.json_data)).toEqual({ 'review_form.write_review': 'Tab A' });
    expect(JSON.parse((await get('get_shop_selfdefine_lang', 'lang=de')).body.data.json_data)).toEqual({ 'review_form.write_review': 'Tab A' });
    // Keep mine: saved again from the version the conflict named.
    const mine = await post('set_shop_selfdefine_lang', { lang: 'de', json_data: JSON.stringify({ 'review_form.write_review': 'Tab B' }), version: version + 1 });
    expect(mine.body.data.version).toBe(version + 2);
    // Another language is another object.
    expect((await get('get_shop_selfdefine_lang', 'lang=fr')).body.data.version).toBe(0);
  });

  it('shop settings: a stale save is a conflict carrying the saved settings', async () => {
    const read = await get('get_user_settings');
    const version = read.body.data.version;
    expect(typeof version).toBe('number');
    const first = await post('save_shop_settings', { language: 'fr', version });
    expect(first.body.data).toMatchObject({ language: 'fr', version: version + 1 });
    const second = await post('save_shop_settings', { language: 'de', version });
    expect(second.status).toBe(409);
    expect(second.body.data).toMatchObject({ language: 'fr', version: version + 1 });
    expect((await get('get_user_settings')).body.data.language).toBe('fr');
  });

  it('review-request products: a stale save is a conflict carrying the saved choice', async () => {
    const read = await get('get_review_request_products');
    const version = read.body.data.version;
    expect(version).toBe(0);
    const first = await post('save_review_request_products', { mode: 'except', products: [], version });
    expect(first.body.data).toMatchObject({ mode: 'except', version: 1 });
    const second = await post('save_review_request_products', { mode: 'only', products: [], version });
    expect(second.status).toBe(409);
    expect(second.body.data).toEqual({ mode: 'except', products: [], version: 1 });
  });
});
