import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../../src/locales/de/common.json';
import en from '../../../src/locales/en/common.json';
import { navigationLinks } from '../../../src/app/host/navigation';

async function t(lng: string) {
  const i18n = createInstance();
  await i18n.init({ lng, fallbackLng: 'en', resources: { en: { common: en }, de: { common: de } }, defaultNS: 'common' });
  return i18n.t;
}

describe('embedded navigation menu', () => {
  it('lists the main navigation after the home page, in order, with its destinations', async () => {
    const links = navigationLinks(await t('en'));
    expect(links).toEqual([
      { label: 'Widgets', destination: '/display' },
      { label: 'Manage Reviews', destination: '/reviewList' },
      { label: 'Collect reviews', destination: '/collect' },
      { label: 'Import reviews', destination: '/import' },
      { label: 'Integrations', destination: '/integrations' },
      { label: 'Settings', destination: '/settings' },
      { label: 'Plan', destination: '/plan?source=navigation' },
      { label: 'Recommended apps', destination: '/recommended' },
    ]);
  });

  it('translates the labels', async () => {
    const links = navigationLinks(await t('de'), true);
    expect(links.map((l) => l.label)).toEqual(Object.values(de.nav).slice(1));
    expect(links[1]?.label).not.toBe('Manage Reviews');
  });

  it('lists /instagram after Integrations only when the shop config shows it (is_show_instagram 1)', async () => {
    const en = await t('en');
    expect(navigationLinks(en).some((l) => l.destination === '/instagram')).toBe(false);
    const shown = navigationLinks(en, true).map((l) => l.destination);
    expect(shown.slice(4, 6)).toEqual(['/integrations', '/instagram']);
  });
});
