import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/contract/constants';

const LOCALES = fileURLToPath(new URL('../../src/locales', import.meta.url));

/** Values that are the same in every language: names and codes (plan names are product names too). */
const SAME_EVERYWHERE = new Set(['Product Reviews', 'Channelwill', 'Klaviyo', 'Instagram', 'Google Shopping', 'API', 'Free', 'Starter', 'Import', 'Growth', 'Enterprise',
  'Judge.me', 'Shopify Product Reviews', 'Okendo', 'Loox', 'Yotpo', 'Stamped', 'AliExpress', 'Amazon', 'SKU', 'CSV', '{{format}}',
  'Unicode', '{{name}} ({{code}})', '{{text}} (“{{value}}”)']);
/** Words that are the normal term in some languages too (loanwords), by language. */
const LOANWORDS: Record<string, readonly string[]> = {
  da: ['Widgets', 'Menu', 'Enter'], de: ['Widgets'], es: ['Widgets', 'Plan', 'Error', 'No ({{count}})'], fr: ['Widgets', 'Menu', 'Notifications', 'Questions ({{count}})'],
  it: ['Menu', 'No ({{count}})'], nl: ['Widgets', 'Menu', 'Reviews', 'Reviews ({{count}})', 'Enter'], no: ['Widgets', 'Enter'], sv: ['Widgets', 'Enter'], pl: ['Menu', 'Enter'],
  pt: ['Widgets', 'Menu', 'Enter'], 'pt-PT': ['Widgets', 'Menu', 'Enter'], tr: ['Widgets', 'Enter'], fi: ['Enter'], cs: ['Enter'], th: ['Enter'], ja: ['Enter'], ko: ['Enter'],
  'zh-CN': ['Enter'], 'zh-TW': ['Enter'],
};

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out[prefix + k] = v;
    else Object.assign(out, flatten(v, `${prefix}${k}.`));
  }
  return out;
}

function load(lng: string): Record<string, Record<string, string>> {
  const dir = join(LOCALES, lng);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  return Object.fromEntries(files.map((f) => [f.replace(/\.json$/, ''), flatten(JSON.parse(readFileSync(join(dir, f), 'utf8')) as Tree)]));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Keys with plural suffixes folded to their base (languages have different plural forms). */
const baseKeys = (keys: Record<string, string>) => [...new Set(Object.keys(keys).map((k) => k.replace(PLURAL, '')))].sort();
/** The plural forms a language needs, as i18next picks them (Intl.PluralRules). */
const pluralForms = (lng: string) => new Intl.PluralRules(lng).resolvedOptions().pluralCategories.slice().sort();

const vars = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

const en = load('en');

describe('translations', () => {
  it('has a folder for each of the 20 languages and nothing else', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  describe.each(LANGUAGE_CODES.filter((l) => l !== 'en'))('%s', (lng) => {
    const other = load(lng);

    it('has every namespace and every English key, and no other', () => {
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [ns, keys] of Object.entries(en)) expect(baseKeys(other[ns] ?? {}), ns).toEqual(baseKeys(keys));
    });

    it('has the plural forms of the language for every plural key', () => {
      const missing: string[] = [];
      for (const [ns, keys] of Object.entries(en)) {
        const plurals = new Set(Object.keys(keys).filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
        for (const base of plurals) {
          const have = Object.keys(other[ns] ?? {}).filter((k) => k.replace(PLURAL, '') === base && PLURAL.test(k)).map((k) => k.match(PLURAL)![1]!).sort();
          // Every form the language uses must be there; English's forms may stand too (unused, harmless).
          const allowed = new Set<string>([...pluralForms(lng), ...pluralForms('en')]);
          const lacks = pluralForms(lng).filter((f) => !have.includes(f));
          if (lacks.length || have.some((f) => !allowed.has(f))) missing.push(`${ns}:${base} has ${have.join('/')} wants ${pluralForms(lng).join('/')}`);
        }
      }
      expect(missing).toEqual([]);
    });

    it('translates every value (beyond names, codes and loanwords)', () => {
      const allowed = new Set([...SAME_EVERYWHERE, ...(LOANWORDS[lng] ?? [])]);
      const same: string[] = [];
      for (const [ns, keys] of Object.entries(en)) {
        for (const [key, value] of Object.entries(keys)) {
          const v = other[ns]?.[key] ?? other[ns]?.[key.replace(PLURAL, '_other')];
          if (v === value && !allowed.has(value)) same.push(`${ns}:${key} = ${value}`);
          if (typeof v === 'string' && v.trim() === '') same.push(`${ns}:${key} is empty`);
        }
      }
      expect(same).toEqual([]);
    });

    it('keeps the interpolation variables of every value', () => {
      const diff: string[] = [];
      for (const [ns, keys] of Object.entries(en)) {
        for (const [key, value] of Object.entries(keys)) {
          if (PLURAL.test(key) && !(key in (other[ns] ?? {}))) continue;
          const v = other[ns]?.[key] ?? '';
          if (vars(v).join() !== vars(value).join()) diff.push(`${ns}:${key}: ${vars(value).join()} vs ${vars(v).join()}`);
        }
      }
      expect(diff).toEqual([]);
    });
  });
});
