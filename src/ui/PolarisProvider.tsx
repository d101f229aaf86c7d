import { AppProvider } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import type { ReactNode } from 'react';
import { AppLink } from './AppLink';

/** Polaris' provider with our link component (in-app navigation, safe external links). */
export function PolarisProvider({ children }: { children: ReactNode }) {
  return (
    <AppProvider i18n={en} linkComponent={AppLink}>
      {children}
    </AppProvider>
  );
}
