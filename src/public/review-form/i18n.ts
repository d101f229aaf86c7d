import { LANGUAGES, type LanguageCode } from '../../contract/constants';

/** Texts of the `review-form` namespace, nested as in the JSON file. */
type Texts = { [key: string]: string | Texts };

/** Translate a key with `{{name}}` values; a `count` picks the `_one`/`_other` form. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const NAMESPACE = 'review-form';
const cache = new Map<string, Promise<Texts>>();

/** The language codes the page can speak, with their own names (for the picker). */
export const PAGE_LANGUAGES: readonly { code: LanguageCode; name: string }[] = LANGUAGES;

/** True when `value` is one of the 20 language codes. */
export function isLanguage(value: string | null | undefined): value is LanguageCode {
  return PAGE_LANGUAGES.some((l) => l.code === value);
}

function load(base: string, lng: LanguageCode): Promise<Texts> {
  const url = `${base.replace(/\/$/, '')}/${lng}/${NAMESPACE}.json`;
  let texts = cache.get(url);
  if (!texts) {
    texts = fetch(url, { credentials: 'same-origin' }).then((res) => {
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      return res.json() as Promise<Texts>;
    });
    texts.catch(() => cache.delete(url));
    cache.set(url, texts);
  }
  return texts;
}

function lookup(texts: Texts, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Loads the page's texts in `lng` (English behind it for any missing key) and answers a
 * translate function. Plural forms follow `Intl.PluralRules` of the language.
 */
export async function loadTranslate(base: string, lng: LanguageCode): Promise<Translate> {
  const [own, english] = await Promise.all([load(base, lng), lng === 'en' ? null : load(base, 'en').catch(() => null)]);
  const plural = new Intl.PluralRules(lng);
  return (key, values = {}) => {
    const count = values.count;
    const keys = typeof count === 'number' ? [`${key}_${plural.select(count)}`, `${key}_other`, key] : [key];
    let text: string | undefined;
    for (const source of [own, english]) {
      for (const k of keys) {
        text = source ? lookup(source, k) : undefined;
        if (text !== undefined) break;
      }
      if (text !== undefined) break;
    }
    if (text === undefined) return key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => String(values[name] ?? ''));
  };
}
