import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryListSchema } from '../../src/contract/countries';
import { countryOptions } from '../../src/lib/country';
import { useTestServer } from './helpers';

const SOURCE = 'src/public/files/countries.json';
const root = mkdtempSync(join(tmpdir(), 'reviews-countries-'));

beforeAll(() => {
  // As the build lays it out: the data files beside the bundle.
  mkdirSync(join(root, 'dist'), { recursive: true });
  cpSync('src/public/files', join(root, 'dist', 'data'), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
const server = useTestServer({ staticRoot: root });

describe('the static country file', () => {
  it('lists every country once with its ISO alpha-2 code', () => {
    const list = countryListSchema.parse(JSON.parse(readFileSync(SOURCE, 'utf8')));
    const codes = list.map((c) => c.ref_country);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(249);
    expect(list).toContainEqual({ country: 'Germany', ref_country: 'DE' });
    expect(list).toContainEqual({ country: 'United States', ref_country: 'US' });
  });

  it('maps to options labelled in the interface language, sorted in its order, falling back to the file', () => {
    const entries = [{ country: 'Germany', ref_country: 'DE' }, { country: 'Austria', ref_country: 'AT' }, { country: 'Nowhere', ref_country: 'QZ' }];
    expect(countryOptions(entries, 'de')).toEqual([{ label: 'Deutschland', value: 'DE' }, { label: 'Nowhere', value: 'QZ' }, { label: 'Österreich', value: 'AT' }]);
    expect(countryOptions(entries, 'en').map((o) => o.label)).toEqual(['Austria', 'Germany', 'Nowhere']);
  });

  it('is served beside the bundle, long-cached when read with the build stamp', async () => {
    const stamped = await fetch(`${server().url}/dist/data/countries.json?v=1764300000000`);
    expect(stamped.status).toBe(200);
    expect(stamped.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await stamped.json()).toEqual(JSON.parse(readFileSync(SOURCE, 'utf8')));
    const plain = await fetch(`${server().url}/dist/data/countries.json`);
    expect(plain.headers.get('cache-control')).not.toContain('immutable');
    expect((await fetch(`${server().url}/dist/data/nothing.json?v=1`)).status).toBe(404);
  });
});
