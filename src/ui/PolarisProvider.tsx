import { AppProvider } from '@shopify/polaris';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../lib/languages';
import { AppLink } from './AppLink';
import { loadPolarisTranslations, polarisEnglish, polarisTranslations } from './polaris-translations';

/** Polaris' provider in the interface language, with our link component (in-app navigation, safe external links). */
export function PolarisProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation('common', { useSuspense: false });
  const lng = resolveLanguage(i18n.language);
  const [texts, setTexts] = useState(() => polarisTranslations(lng) ?? polarisEnglish);
  useEffect(() => {
    let live = true;
    const ready = polarisTranslations(lng);
    if (ready) setTexts(ready);
    else void loadPolarisTranslations(lng).then((t) => live && setTexts(t));
    return () => {
      live = false;
    };
  }, [lng]);
  return (
    <OwnAppProvider i18n={texts} linkComponent={AppLink}>
      {children}
    </OwnAppProvider>
  );
}

/**
 * Polaris' AppProvider, which also stops its sticky manager when it unmounts: AppProvider
 * registers the manager's document `scroll` and window `resize` listeners on mount and never
 * removes them.
 */
class OwnAppProvider extends AppProvider {
  override componentWillUnmount() {
    super.componentWillUnmount?.();
    // The manager is a private field of AppProvider; removeScrollListener is its own clean-up.
    (this as unknown as { stickyManager: { removeScrollListener(): void } }).stickyManager.removeScrollListener();
  }
}
