import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../../demo/server/server';
import { createI18n, LOCALE_MAX_RETRIES } from '../../src/app/i18n';
import { languageFromId, languageToId, resolveLanguage } from '../../src/lib/languages';
import { LANGUAGE_CODES } from '../../src/contract/constants';
import { startTestServer } from '../server/helpers';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await fetch(`${server.url}/__test/faults`, { method: 'DELETE' });
  await fetch(`${server.url}/__test/requests`, { method: 'DELETE' });
});

async function localeRequests(ns: string, lng = 'ja'): Promise<number> {
  const log = (await (await fetch(`${server.url}/__test/requests`)).json()) as { path: string }[];
  return log.filter((r) => r.path.endsWith(`/${lng}/${ns}.json`)).length;
}

function load(lng: 'en' | 'de' | 'ja', ns: string) {
  const i18n = createI18n(`${server.url}/locales/`, lng, 5);
  const errors: string[] = [];
  i18n.on('failedLoading', (_l, n, msg) => {
    if (n === ns) errors.push(String(msg));
  });
  void i18n.loadNamespaces(['common', ns]);
  /** Settles once the namespace loaded or its last retry failed (loadNamespaces itself resolves earlier). */
  const done = vi.waitFor(
    () => {
      if (!i18n.hasResourceBundle(lng, ns) && errors.length === 0) throw new Error(`${lng}/${ns} not settled`);
      return i18n;
    },
    { timeout: 5_000, interval: 10 },
  );
  return { i18n, errors, done };
}

describe('locale files from the real server', () => {
  it('loads a namespace with the build stamp and translates', async () => {
    const { done, i18n: inst } = load('de', 'plan');
    await done;
    await vi.waitFor(() => expect(inst.hasResourceBundle('de', 'common')).toBe(true));
    const i18n = inst;
    expect(i18n.t('title', { ns: 'plan' })).not.toBe('title');
    expect(i18n.t('nav.reviews', { ns: 'common' })).toBe('Bewertungen verwalten');
  });

  it('retries a 5xx answer, then succeeds', async () => {
    await fetch(`${server.url}/__test/faults`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/locales/ja/plan.json', status: 503, times: 2 }),
    });
    const { done, errors } = load('ja', 'plan');
    const i18n = await done;
    expect(await localeRequests('plan')).toBe(3);
    expect(errors).toEqual([]);
    expect(i18n.t('title', { ns: 'plan' })).toBe('プラン');
  });

  it('gives up on a 5xx after the retries', async () => {
    await fetch(`${server.url}/__test/faults`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/locales/ja/plan.json', status: 500 }),
    });
    const { done, errors } = load('ja', 'plan');
    await done;
    expect(await localeRequests('plan')).toBe(1 + LOCALE_MAX_RETRIES);
    expect(errors[0]).toMatch(/status code: 500/);
  });

  it('does not retry a 4xx', async () => {
    await fetch(`${server.url}/__test/faults`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/locales/ja/plan.json', status: 404 }),
    });
    const { done, errors } = load('ja', 'plan');
    await done;
    expect(await localeRequests('plan')).toBe(1);
    expect(errors[0]).toMatch(/status code: 404/);
  });

  it('reports broken JSON as "failed parsing … to json" without retrying', async () => {
    await fetch(`${server.url}/__test/faults`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/locales/ja/plan.json', status: 200, body: '{"title": ' }),
    });
    const { done, errors } = load('ja', 'plan');
    await done;
    expect(await localeRequests('plan')).toBe(1);
    expect(errors[0]).toMatch(/failed parsing .* to json/);
  });
});

describe('language rules', () => {
  it('maps every code to its backend integer and back', () => {
    for (const code of LANGUAGE_CODES) expect(languageFromId(languageToId(code))).toBe(code);
    expect(new Set(LANGUAGE_CODES.map(languageToId)).size).toBe(20);
    expect(languageToId('ja')).toBe(17);
    expect(languageFromId('18')).toBe('zh-CN');
  });
  it('falls back to en for an unknown backend_lang', () => {
    expect(languageFromId(0)).toBe('en');
    expect(languageFromId(null)).toBe('en');
    expect(languageFromId(99)).toBe('en');
  });
  it('gives zh-CN and zh-TW their own sets', () => {
    expect(resolveLanguage('zh-CN')).toBe('zh-CN');
    expect(resolveLanguage('zh-TW')).toBe('zh-TW');
    expect(resolveLanguage('zh-Hant-HK')).toBe('zh-TW');
    expect(resolveLanguage('zh')).toBe('zh-CN');
  });
  it('uses the set of that name if it exists, else English', () => {
    expect(resolveLanguage('de-AT')).toBe('de');
    expect(resolveLanguage('pt-PT')).toBe('pt-PT');
    expect(resolveLanguage('pt-BR')).toBe('pt');
    expect(resolveLanguage('nb')).toBe('no');
    expect(resolveLanguage('vi')).toBe('en');
    expect(resolveLanguage('')).toBe('en');
  });
});
