import { afterMark, PERF_MARKS } from '../lib/perf-marks';
import { storageSet } from '../lib/storage';
import { loadMoreStyles } from '../ui/more-styles';
import { loadPolarisTranslations } from '../ui/polaris-translations';
import { ASSET_FAILURE_EVENT, recoverFromAssetFailure } from './asset-failure';
import type { Runtime } from './runtime.types';
import { storeSession } from './stored-session';

/** How long the discount offer waits for the first screen's data before it is asked for anyway. */
const DISCOUNT_FALLBACK_MS = 5000;

/** Keeps the language, the stored session and the discount offer in step with startup; returns the undo. */
export function wireRuntime(runtime: Runtime): () => void {
  const { startup, session, i18n, host, discount, events } = runtime;
  let appliedLanguage: string | null = null;
  let discountAsked = false;
  let discountStarted = false;
  let unwired = false;
  const startupSub = startup.subscribe((snap) => {
    if (!snap.matches('ready')) return;
    if (!discountAsked) {
      // The offer and the other screens' styles are nobody's first concern: they wait for the first screen's data.
      discountAsked = true;
      void afterMark(PERF_MARKS.dashboardReady, DISCOUNT_FALLBACK_MS).then(() => {
        if (unwired) return;
        void loadMoreStyles(); // the next screen then opens without waiting for its styles
        discountStarted = true;
        discount.start();
      });
    }
    const { language } = snap.context;
    if (language === appliedLanguage) return;
    appliedLanguage = language;
    storageSet('lang', language);
    if (i18n.language !== language) void Promise.all([i18n.changeLanguage(language), loadPolarisTranslations(language)]);
  });
  const sessionSub = session.subscribe((snap) => {
    const { token, shop, superAdmin } = snap.context;
    if (host.persistsToken && token && shop) storeSession({ token, shop, superAdmin });
  });
  const offDiscount = events.on('getDiscount', (d) => {
    if (discountStarted) discount.send({ type: 'discount.request', ...(d.triggerMode !== undefined ? { triggerMode: d.triggerMode } : {}) });
  });
  const onWindowGetDiscount = () => events.emit('getDiscount', {});
  window.addEventListener('getDiscount', onWindowGetDiscount);
  const onAssetFailure = () => recoverFromAssetFailure(runtime, runtime.path.current);
  window.addEventListener(ASSET_FAILURE_EVENT, onAssetFailure);
  return () => {
    unwired = true;
    startupSub.unsubscribe();
    sessionSub.unsubscribe();
    offDiscount();
    window.removeEventListener('getDiscount', onWindowGetDiscount);
    window.removeEventListener(ASSET_FAILURE_EVENT, onAssetFailure);
  };
}
