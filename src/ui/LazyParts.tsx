import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectOfferRunning, selectPopupOpen } from '../../machines/discount/discount.selectors';
import { selectPickerOpen } from '../../machines/resource-picker/resource-picker.selectors';
import { importAgain } from '../app/retry-import';
import { useRuntime } from '../app/runtime-context';
import { LocalErrorBoundary } from './LocalErrorBoundary';
import { withMoreStyles } from './more-styles';
import { PickerSlotContext } from './picker/picker-slot-context';

/** A lazily loaded part: loads its module (attempt N > 0 asks for the chunk again) and gives its component. */
type Part = (attempt: number) => Promise<{ default: ComponentType }>;
const part =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): Part =>
  (attempt) =>
    importAgain(withMoreStyles(load), attempt).then((m) => ({ default: pick(m) }));
const ResourcePickerModal = part(() => import('./picker/ResourcePickerModal'), (m) => m.ResourcePickerModal);
const DiscountTab = part(() => import('./discount/DiscountTab'), (m) => m.DiscountTab);
const DiscountPopup = part(() => import('./discount/DiscountPopup'), (m) => m.DiscountPopup);

/**
 * Mounts a lazily loaded part from the first time `wanted` is true, and keeps it mounted after
 * (it hides itself). Parts nobody sees at first stay out of the first load. A part whose code
 * cannot load calls `onFailed` and tries again the next time it is wanted.
 */
function WhenWanted({ wanted, part: loadPart, onFailed }: { wanted: boolean; part: Part; onFailed?: () => void }): ReactNode {
  const [mounted, setMounted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const Component = useMemo(() => lazy(() => loadPart(attempt)), [loadPart, attempt]);
  useEffect(() => {
    if (wanted) setMounted(true);
  }, [wanted]);
  if (!mounted && !wanted) return null;
  return (
    <LocalErrorBoundary key={attempt} fallback={() => <Failed onFailed={onFailed} retry={() => { setMounted(false); setAttempt((n) => n + 1); }} />}>
      <Suspense fallback={null}>
        <Component />
      </Suspense>
    </LocalErrorBoundary>
  );
}

function Failed({ onFailed, retry }: { onFailed?: () => void; retry: () => void }): null {
  useEffect(() => {
    onFailed?.();
    retry();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- reports the failure once per failed attempt
  return null;
}

/**
 * The product/collection picker's modal, loaded when the picker first opens. `slot` is the picker
 * element that renders it; without one it is the admin's own. Only one slot of the page shows it.
 */
export function LazyResourcePicker({ slot }: { slot?: object | undefined }): ReactNode {
  const runtime = useRuntime();
  const { t } = useTranslation('common');
  const [own] = useState(() => ({}));
  const key = slot ?? own;
  useEffect(() => runtime.pickerSlots.register(key, slot !== undefined), [runtime, key, slot]);
  const owned = useSyncExternalStore(runtime.pickerSlots.subscribe, () => runtime.pickerSlots.owner() === key);
  const open = useSelector(runtime.picker, selectPickerOpen) && owned;
  const failed = () => {
    runtime.picker.send({ type: 'picker.cancel' });
    runtime.toasts.send({ type: 'toast.show', toast: { content: t('picker.errors.network'), error: true } });
  };
  return (
    <PickerSlotContext.Provider value={owned}>
      <WhenWanted wanted={open} part={ResourcePickerModal} onFailed={failed} />
    </PickerSlotContext.Provider>
  );
}

/** The discount tab and popup, loaded when an offer first runs. */
export function LazyDiscount(): ReactNode {
  const runtime = useRuntime();
  const running = useSelector(runtime.discount, selectOfferRunning);
  const popup = useSelector(runtime.discount, selectPopupOpen);
  return (
    <>
      <WhenWanted wanted={running} part={DiscountTab} />
      <WhenWanted wanted={popup} part={DiscountPopup} />
    </>
  );
}
