import type { i18n as I18n } from 'i18next';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../lib/languages';
import { PSEUDO_LOCALE } from '../lib/pseudo-locale';
import { loadPolarisTranslations } from '../ui/polaris-translations';
import { languagePicked } from './language-save';
import { localeFailuresOf } from './locale-failures';

/**
 * The language an element shows: its own `lang` until the merchant picks a language, else the
 * page's (the shop's saved backend_lang). The attribute is the embedding page's first choice; the
 * merchant's pick is saved and wins, now and after a reload with the same attribute.
 */
function languageOf(page: I18n, lang: string | undefined): string {
  const own = lang && !languagePicked() ? lang : undefined;
  if (own === PSEUDO_LOCALE) return PSEUDO_LOCALE; // development only: see pseudo-locale.ts
  return resolveLanguage(own || page.language || (page.options.lng as string | undefined));
}

/**
 * The element's own i18next instance, sharing the page's loaded translations: in the element's
 * `lang` when it has one and the merchant has not picked a language (live: a change switches it at
 * once), else following the page's language.
 */
export function useElementI18n(page: I18n, lang: string | undefined): I18n {
  const instance = useMemo(() => page.cloneInstance({ lng: languageOf(page, lang) }), [page]); // eslint-disable-line react-hooks/exhaustive-deps -- one instance per element; lang changes reach it through changeLanguage below
  useEffect(() => {
    const follow = () => {
      const lng = languageOf(page, lang);
      if (instance.language !== lng) void Promise.all([instance.changeLanguage(lng), loadPolarisTranslations(resolveLanguage(lng))]);
    };
    follow();
    page.on('languageChanged', follow);
    return () => page.off('languageChanged', follow);
  }, [page, instance, lang]);
  // Texts loaded again after a failure (Try again) reach the element's screens at once.
  useEffect(
    () => localeFailuresOf(page)?.subscribe(() => void instance.emit('languageChanged', instance.language)),
    [page, instance],
  );
  return instance;
}

/**
 * Marks the element's content with the language it shows (the element's own `lang` attribute is
 * the host page's and is never written). `display: contents`: no box of its own.
 */
export function LanguageScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation('common', { useSuspense: false });
  return (
    <div lang={resolveLanguage(i18n.language)} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
