import { intlLocale } from './format';

/** The flag emoji of an ISO 3166-1 alpha-2 country code ('' for anything else). */
export function countryFlag(code: string | null | undefined): string {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return '';
  const base = 0x1f1e6 - 'A'.charCodeAt(0);
  const upper = code.toUpperCase();
  return String.fromCodePoint(base + upper.charCodeAt(0), base + upper.charCodeAt(1));
}

/** The country's name in the interface language, or the code when the name is unknown. */
export function countryName(lng: string, code: string): string {
  try {
    return new Intl.DisplayNames([intlLocale(lng)], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** A country as a choice: its name in the interface language, its ISO alpha-2 code as the value. */
export interface CountryOption {
  label: string;
  value: string;
}

/**
 * The entries of the country file as options in the interface language, in that language's order:
 * each label from `Intl.DisplayNames`, falling back to the file's English `country`.
 */
export function countryOptions(entries: readonly { country: string; ref_country: string }[], lng: string): CountryOption[] {
  const locale = intlLocale(lng);
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  } catch {
    names = null;
  }
  const labelOf = (entry: { country: string; ref_country: string }): string => {
    try {
      return names?.of(entry.ref_country) ?? entry.country;
    } catch {
      return entry.country;
    }
  };
  const collator = new Intl.Collator(locale);
  return entries.map((entry) => ({ label: labelOf(entry), value: entry.ref_country })).sort((a, b) => collator.compare(a.label, b.label));
}
