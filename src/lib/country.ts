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
