import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../app/runtime-context';

/** Sets the document title to the page title (standalone only: a host page owns its own title). */
export function usePageTitle(title: string): void {
  const runtime = useRuntime();
  const { t } = useTranslation('common');
  const product = t('product.name');
  useEffect(() => {
    if (runtime.config.mode === 'standalone' && title) document.title = `${title} · ${product}`;
  }, [runtime.config.mode, title, product]);
}
