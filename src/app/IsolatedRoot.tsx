import { createContext, useContext, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ASSET_FAILURE_EVENT } from './asset-failure';
import { snapshotHostPage, type HostPageSnapshot } from './host-page';

/** Set inside an isolated root: the host page state to keep as it was. */
export const HostPageContext = createContext<HostPageSnapshot | null>(null);

/** The host page snapshot when the admin renders isolated, else null. */
export const useHostPageSnapshot = () => useContext(HostPageContext);

/**
 * Renders its children in a shadow root (a nested React root inside it), with the bundle's
 * stylesheet linked inside: the host page's CSS cannot reach the admin and the admin's CSS
 * (Polaris resets included) cannot reach the page.
 */
export function IsolatedRoot({ cssHref, children }: { cssHref: string; children: ReactNode }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<{ root: Root; snapshot: HostPageSnapshot } | null>(null);

  useLayoutEffect(() => {
    const host = hostRef.current!;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = cssHref;
    link.onerror = () => window.dispatchEvent(new CustomEvent(ASSET_FAILURE_EVENT));
    const mount = document.createElement('div');
    mount.className = 'p-theme-light ra-isolated';
    shadow.replaceChildren(link, mount);
    rootRef.current = { root: createRoot(mount), snapshot: snapshotHostPage() };
    return () => {
      const current = rootRef.current;
      rootRef.current = null;
      queueMicrotask(() => current?.root.unmount());
    };
  }, [cssHref]);

  useEffect(() => {
    const current = rootRef.current;
    current?.root.render(<HostPageContext.Provider value={current.snapshot}>{children}</HostPageContext.Provider>);
  });

  return <div ref={hostRef} className="ra-isolation-host" />;
}
