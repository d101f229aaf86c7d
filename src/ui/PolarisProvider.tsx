import { AppProvider } from '@shopify/polaris';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../lib/languages';
import { useHostPageSnapshot } from '../app/IsolatedRoot';
import { restoreHostPage } from '../app/host-page';
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
    <AppProvider i18n={texts} linkComponent={AppLink}>
      <KeepHostPage />
      {children}
    </AppProvider>
  );
}

/** In an isolated root, undoes AppProvider's writes to the host page's html and body (passive effect: after its mount). */
function KeepHostPage() {
  const snapshot = useHostPageSnapshot();
  useEffect(() => {
    if (snapshot) restoreHostPage(snapshot);
  });
  return null;
}
