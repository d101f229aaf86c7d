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

/** What the bundle uses of Polaris' sticky manager (not part of its public types). */
interface StickyManagerLike {
  container: Document | HTMLElement | null;
  setContainer(el: Document | HTMLElement): void;
  removeScrollListener(): void;
}

/** Sticky managers that listen on the page (window `resize`, their container's `scroll`). */
const stickyManagers = new Set<StickyManagerLike>();
let trackingStickyManagers = false;

/** Stops the managers whose container has left the page. */
function dropDetachedStickyManagers(): void {
  for (const manager of stickyManagers) {
    const { container } = manager;
    if (container && !(container instanceof Document) && !container.isConnected) {
      manager.removeScrollListener();
      stickyManagers.delete(manager);
    }
  }
}

/**
 * Polaris' Scrollable (modals, popovers) gives its own sticky manager a window `resize` and a
 * scroll listener that it never removes: every manager is tracked from its setContainer, and
 * stopped once its container has left the page.
 */
function trackStickyManagers(sample: StickyManagerLike): void {
  if (trackingStickyManagers) return;
  trackingStickyManagers = true;
  const proto = Object.getPrototypeOf(sample) as StickyManagerLike;
  const setContainer = proto.setContainer;
  proto.setContainer = function trackedSetContainer(this: StickyManagerLike, el) {
    dropDetachedStickyManagers();
    stickyManagers.add(this);
    setContainer.call(this, el);
  };
}

/**
 * Polaris' AppProvider, which also stops its sticky manager when it unmounts: AppProvider
 * registers the manager's document `scroll` and window `resize` listeners on mount and never
 * removes them. The sticky managers of Scrollables left in the unmounted tree go with it.
 */
class OwnAppProvider extends AppProvider {
  constructor(props: ConstructorParameters<typeof AppProvider>[0]) {
    super(props);
    trackStickyManagers(this.ownStickyManager());
  }

  /** AppProvider's manager, a private field of it. */
  private ownStickyManager(): StickyManagerLike {
    return (this as unknown as { stickyManager: StickyManagerLike }).stickyManager;
  }

  override componentWillUnmount() {
    super.componentWillUnmount?.();
    const own = this.ownStickyManager();
    own.removeScrollListener();
    stickyManagers.delete(own);
    // After the commit that removes the tree from the page.
    queueMicrotask(dropDetachedStickyManagers);
  }
}
