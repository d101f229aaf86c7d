import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../../../demo/server/server';
import en from '../../../src/locales/en/common.json';
import { createI18n } from '../../../src/app/i18n';
import { LOCALE_FAILURE_EN, localeFailuresOf } from '../../../src/app/locale-failures';
import { startTestServer } from '../../server/helpers';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await fetch(`${server.url}/__test/faults`, { method: 'DELETE' });
});

async function failLocale(path: string, status = 500): Promise<void> {
  await fetch(`${server.url}/__test/faults`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path, status }),
  });
}

describe('locale files that still fail after the retries', () => {
  it('bundles the banner words equal to the English file', () => {
    expect(LOCALE_FAILURE_EN).toEqual(en.localeFailure);
  });

  it('lists a failed file, and Try again loads it and clears the list', async () => {
    await failLocale('/locales/de/plan.json');
    const i18n = createI18n(`${server.url}/locales/`, 'de', 5);
    const failures = localeFailuresOf(i18n)!;
    const changes = vi.fn();
    failures.subscribe(changes);
    void i18n.loadNamespaces(['common', 'plan']);
    await vi.waitFor(() => expect(failures.current()).toEqual([{ lng: 'de', ns: 'plan' }]), { timeout: 5_000 });
    expect(i18n.hasResourceBundle('de', 'common')).toBe(true);

    // Still failing: listed again, and retry says so.
    expect(await failures.retry()).toBe(false);
    expect(failures.current()).toEqual([{ lng: 'de', ns: 'plan' }]);

    await fetch(`${server.url}/__test/faults`, { method: 'DELETE' });
    const before = changes.mock.calls.length;
    expect(await failures.retry()).toBe(true);
    expect(failures.current()).toEqual([]);
    expect(changes.mock.calls.length).toBeGreaterThan(before);
    expect(i18n.t('title', { ns: 'plan' })).not.toBe('title');
    failures.stop();
  });

  it('does not list a 4xx twice, and a file that loads is never listed', async () => {
    await failLocale('/locales/ja/plan.json', 404);
    const i18n = createI18n(`${server.url}/locales/`, 'ja', 5);
    const failures = localeFailuresOf(i18n)!;
    await i18n.loadNamespaces(['common', 'plan', 'reviews']);
    await vi.waitFor(() => expect(failures.current()).toEqual([{ lng: 'ja', ns: 'plan' }]), { timeout: 5_000 });
    await i18n.loadNamespaces(['plan']);
    expect(failures.current()).toHaveLength(1);
  });
});
