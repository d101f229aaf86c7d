import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/server';
import { createApi } from '../../../src/api';
import { createHttpClient } from '../../../src/api/http';
import { demoToken, startTestServer } from '../../server/helpers';
import { upgradeShop } from '../../server/plan-helpers';

let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await demoToken();
  // Words for languages other than the widget's need a plan with multi_language.
  await upgradeShop(server, token, 3);
});
afterAll(() => server.close());
beforeEach(async () => {
  await fetch(`${server.url}/__test/requests`, { method: 'DELETE' });
});

const api = () => createApi(createHttpClient({ baseURL: `${server.url}/`, getToken: async () => token }));

async function calls(path: string): Promise<string[]> {
  const log = (await (await fetch(`${server.url}/__test/requests`)).json()) as { path: string }[];
  return log.map((r) => r.path).filter((p) => p.endsWith(path));
}

describe('language calls through the client', () => {
  it('caches self-defined words for one language and refetches when another is asked for', async () => {
    const a = api().languages;
    await a.getSelfDefinedWords('fr');
    await a.getSelfDefinedWords('fr');
    expect(await calls('/get_shop_selfdefine_lang')).toHaveLength(1);
    await a.getSelfDefinedWords('de');
    await a.getSelfDefinedWords('fr');
    expect(await calls('/get_shop_selfdefine_lang')).toHaveLength(3);
  });

  it('lets several saves of self-defined words run at once', async () => {
    const a = api().languages;
    const [fr, de] = await Promise.all([
      a.setSelfDefinedWords('fr', { 'reviews.load_more': 'Voir plus' }),
      a.setSelfDefinedWords('de', { 'reviews.load_more': 'Mehr anzeigen' }),
    ]);
    expect(JSON.parse(fr.json_data)).toEqual({ 'reviews.load_more': 'Voir plus' });
    expect(JSON.parse(de.json_data)).toEqual({ 'reviews.load_more': 'Mehr anzeigen' });
    expect(JSON.parse((await a.getSelfDefinedWords('de')).json_data)['reviews.load_more']).toBe('Mehr anzeigen');
  });

  it('loads the language list once', async () => {
    const a = api().languages;
    const [one, two] = await Promise.all([a.getLanguages(), a.getLanguages()]);
    expect(one).toHaveLength(20);
    expect(two).toBe(one);
    expect(await calls('/get_languages')).toHaveLength(1);
  });
});
