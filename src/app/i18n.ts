import i18next, { type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from '../lib/languages';
import { BUILD_STAMP } from './build-info';

/** Creates the page's i18next instance; namespaces load on demand from the locale files. */
export function createI18n(localesBase: string, lng: LanguageCode): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGE_CODES],
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      backend: { loadPath: `${localesBase}{{lng}}/{{ns}}.json?v=${BUILD_STAMP}`, reloadInterval: false },
    });
  return instance;
}
