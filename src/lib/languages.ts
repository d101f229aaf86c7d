import { LANGUAGES, LANGUAGE_CODES, type LanguageCode } from '../contract/constants';

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

/** A language's name in its own language (`Deutsch`), or the code itself when it has no set of its own. */
export function languageName(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.name ?? code;
}
