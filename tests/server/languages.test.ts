import { describe, expect, it, beforeAll } from 'vitest';
import { callApi, demoToken, useTestServer } from './helpers';
import { upgradeShop } from './plan-helpers';

const server = useTestServer();
const token = await demoToken();
// Custom CSS and words in other languages need a plan that has them (Starter and up).
beforeAll(() => upgradeShop(server(), token, 3));

describe('language calls', () => {
  it('lists the 20 languages and the shop storefront languages, primary first', async () => {
    const all = await callApi(server(), 'get_languages', { token });
    expect(all.body.data.list).toHaveLength(20);
    expect(all.body.data.list[16]).toEqual({ code: 'ja', name: '日本語' });
    const shop = await callApi(server(), 'get_shop_availiable_langs', { token });
    expect(shop.body.data.list.map((l: { code: string }) => l.code)).toEqual(['en', 'de', 'fr']);
    expect(shop.body.data.list[0].primary).toBe(true);
  });

  it('keeps self-defined words per language', async () => {
    const empty = await callApi(server(), 'get_shop_selfdefine_lang', { token, query: 'lang=fr' });
    expect(empty.body.data.json_data).toBe('{}');
    expect(empty.body.data.default_words.review_form.write_review).toBe('Donner mon avis');
    const words = JSON.stringify({ 'review_form.write_review': 'Donnez votre avis' });
    const saved = await callApi(server(), 'set_shop_selfdefine_lang', { token, body: { lang: 'fr', json_data: words } });
    expect(saved.body.code).toBe(0);
    const fr = await callApi(server(), 'get_shop_selfdefine_lang', { token, query: 'lang=fr' });
    expect(JSON.parse(fr.body.data.json_data)).toEqual({ 'review_form.write_review': 'Donnez votre avis' });
    const de = await callApi(server(), 'get_shop_selfdefine_lang', { token, query: 'lang=de' });
    expect(de.body.data.json_data).toBe('{}');
  });

  it('refuses unknown words, non-JSON and unknown languages with a readable message', async () => {
    const unknown = await callApi(server(), 'set_shop_selfdefine_lang', { token, body: { lang: 'fr', json_data: '{"nope":"x"}' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('unknown word "nope"');
    const broken = await callApi(server(), 'set_shop_selfdefine_lang', { token, body: { lang: 'fr', json_data: '{' } });
    expect(broken.body.message).toContain('json_data');
    const lang = await callApi(server(), 'get_shop_selfdefine_lang', { token, query: 'lang=xx' });
    expect(lang.status).toBe(400);
  });
});
