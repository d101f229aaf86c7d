import en from '@shopify/polaris/locales/en.json';
import type { LanguageCode } from '../contract/constants';

type Translations = typeof en;

/** Polaris' own texts per interface language (loaded on demand, each its own chunk). */
const LOADERS: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: unknown }>> = {
  cs: () => import('@shopify/polaris/locales/cs.json'),
  da: () => import('@shopify/polaris/locales/da.json'),
  de: () => import('@shopify/polaris/locales/de.json'),
  es: () => import('@shopify/polaris/locales/es.json'),
  fr: () => import('@shopify/polaris/locales/fr.json'),
  it: () => import('@shopify/polaris/locales/it.json'),
  nl: () => import('@shopify/polaris/locales/nl.json'),
  no: () => import('@shopify/polaris/locales/nb.json'),
  pl: () => import('@shopify/polaris/locales/pl.json'),
  pt: () => import('@shopify/polaris/locales/pt-BR.json'),
  'pt-PT': () => import('@shopify/polaris/locales/pt-PT.json'),
  fi: () => import('@shopify/polaris/locales/fi.json'),
  sv: () => import('@shopify/polaris/locales/sv.json'),
  tr: () => import('@shopify/polaris/locales/tr.json'),
  th: () => import('@shopify/polaris/locales/th.json'),
  ja: () => import('@shopify/polaris/locales/ja.json'),
  'zh-CN': () => import('@shopify/polaris/locales/zh-CN.json'),
  'zh-TW': () => import('@shopify/polaris/locales/zh-TW.json'),
  ko: () => import('@shopify/polaris/locales/ko.json'),
};

const loaded = new Map<LanguageCode, Translations>([['en', en]]);

/** Polaris texts already loaded for a language, else null. */
export function polarisTranslations(lng: LanguageCode): Translations | null {
  return loaded.get(lng) ?? null;
}

/** Loads Polaris texts for a language (English when it cannot). */
export async function loadPolarisTranslations(lng: LanguageCode): Promise<Translations> {
  const ready = loaded.get(lng);
  if (ready) return ready;
  try {
    const mod = await LOADERS[lng as Exclude<LanguageCode, 'en'>]();
    const value = (mod.default ?? mod) as Translations;
    loaded.set(lng, value);
    return value;
  } catch {
    return en;
  }
}

export { en as polarisEnglish };
