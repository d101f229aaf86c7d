import i18next, { type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from '../contract/constants';
import { PSEUDO_LOCALE } from '../lib/pseudo-locale';
import { BUILD_STAMP } from './build-info';
import { registerLocaleFailures } from './locale-failures';
import { setPageTranslator } from './page-text';

/** Retries of a locale file that failed with a 5xx or no status (4xx and bad JSON are not retried). */
export const LOCALE_MAX_RETRIES = 3;

/** Creates the page's i18next instance; namespaces load on demand from the locale files. */
export function createI18n(localesBase: string, lng: LanguageCode, retryTimeoutMs = 300): I18n {
  const instance = i18next.createInstance();
  // Before the first load: a file still failing after the retries is listed, and the page says so.
  registerLocaleFailures(instance);
  setPageTranslator(instance);
  void instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'en',
      // The pseudo-language only through an element's lang attribute (see pseudo-locale.ts).
      supportedLngs: [...LANGUAGE_CODES, PSEUDO_LOCALE],
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      maxRetries: LOCALE_MAX_RETRIES,
      retryTimeout: retryTimeoutMs,
      backend: { loadPath: `${localesBase}{{lng}}/{{ns}}.json?v=${BUILD_STAMP}`, reloadInterval: false },
    });
  return instance;
}
