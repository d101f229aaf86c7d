import { Spinner } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../app/runtime-context';
import { selectOverlayShown } from '../../machines/ui/loading-overlay.selectors';

/** Covers the page while work that asked for the overlay runs. */
export function LoadingOverlay() {
  const { t } = useTranslation('common');
  const shown = useSelector(useRuntime().loading, selectOverlayShown);
  if (!shown) return null;
  return (
    <div className="ra-overlay" role="status" aria-live="polite">
      <Spinner size="large" accessibilityLabel={t('loading.overlay')} />
    </div>
  );
}
