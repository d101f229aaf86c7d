/** The 20 interface languages, with their integer code in the shop config (backend_lang). */
export const LANGUAGES = [
  { code: 'en', id: 1, name: 'English' },
  { code: 'cs', id: 2, name: 'Čeština' },
  { code: 'da', id: 3, name: 'Dansk' },
  { code: 'de', id: 4, name: 'Deutsch' },
  { code: 'es', id: 5, name: 'Español' },
  { code: 'fr', id: 6, name: 'Français' },
  { code: 'it', id: 7, name: 'Italiano' },
  { code: 'nl', id: 8, name: 'Nederlands' },
  { code: 'no', id: 9, name: 'Norsk' },
  { code: 'pl', id: 10, name: 'Polski' },
  { code: 'pt', id: 11, name: 'Português' },
  { code: 'pt-PT', id: 12, name: 'Português (Portugal)' },
  { code: 'fi', id: 13, name: 'Suomi' },
  { code: 'sv', id: 14, name: 'Svenska' },
  { code: 'tr', id: 15, name: 'Türkçe' },
  { code: 'th', id: 16, name: 'ไทย' },
  { code: 'ja', id: 17, name: '日本語' },
  { code: 'zh-CN', id: 18, name: '简体中文' },
  { code: 'zh-TW', id: 19, name: '繁體中文' },
  { code: 'ko', id: 20, name: '한국어' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

/** True when the code is one of the 20 interface languages (exact match). */
export function isLanguageCode(code: string): code is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(code);
}

/** The integer saved as backend_lang for a language code. */
export function languageToId(code: LanguageCode): number {
  return LANGUAGES.find((l) => l.code === code)?.id ?? 1;
}

/** The language of a backend_lang integer; en when unknown. */
export function languageFromId(id: number | string | null | undefined): LanguageCode {
  const n = typeof id === 'string' ? Number.parseInt(id, 10) : id;
  return LANGUAGES.find((l) => l.id === n)?.code ?? 'en';
}

/**
 * The translation set for any language tag (SPEC §4): zh-CN and zh-TW their own sets
 * (zh-Hant/zh-HK read as zh-TW, other zh as zh-CN), pt-PT its own, any other code the set of
 * its name (or its base language) when it exists, else English.
 */
export function resolveLanguage(tag: string | null | undefined): LanguageCode {
  if (!tag) return 'en';
  const t = tag.trim().replace('_', '-');
  const lower = t.toLowerCase();
  if (lower.startsWith('zh')) return /-(tw|hk|mo|hant)/.test(lower) ? 'zh-TW' : 'zh-CN';
  if (lower === 'pt-pt') return 'pt-PT';
  if (lower === 'nb' || lower === 'nn' || lower.startsWith('nb-') || lower.startsWith('nn-')) return 'no';
  const exact = LANGUAGE_CODES.find((c) => c.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split('-')[0] ?? '';
  return LANGUAGE_CODES.find((c) => c === base) ?? 'en';
}
