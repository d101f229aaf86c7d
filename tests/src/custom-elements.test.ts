import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manifestText } from '../../elements/custom-elements';
import { ELEMENTS } from '../../elements/manifest';
import pkg from '../../package.json';

describe('custom-elements.json', () => {
  it('is the manifest the elements are defined from (run npm run manifest after changing elements/manifest.ts)', () => {
    expect(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8')).toBe(manifestText());
    expect(pkg.customElements).toBe('custom-elements.json');
  });

  it('lists the whole admin, one element per main section and the reusable pieces, with unique tags', () => {
    const tags = ELEMENTS.map((e) => e.tag);
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags).toEqual(expect.arrayContaining([
      'reviews-admin', 'reviews-admin-dashboard', 'reviews-admin-widgets', 'reviews-admin-reviews', 'reviews-admin-collect',
      'reviews-admin-import', 'reviews-admin-integrations', 'reviews-admin-settings', 'reviews-admin-plan',
      'reviews-admin-recommended', 'reviews-resource-picker', 'reviews-setup-guide',
    ]));
    for (const e of ELEMENTS) {
      expect(e.tag).toMatch(/^reviews-[a-z-]+$/);
      for (const ev of e.events) expect(ev).toMatch(/^reviews-admin-[a-z-]+$/);
    }
  });
});
