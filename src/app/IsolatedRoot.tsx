import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ASSET_FAILURE_EVENT } from './asset-failure';
import { addStyleRoot } from './assets';
import { keepHostPage } from './host-page';

/**
 * Renders its children in a shadow root (a nested React root inside it), with the bundle's
 * stylesheet linked inside: the host page's CSS cannot reach the admin and the admin's CSS
 * (Polaris resets included) cannot reach the page. While it is mounted, Polaris' writes on the
 * host page's html and body are undone (see keepHostPage).
 */
export function IsolatedRoot({ cssHref, children }: { cssHref: string; children: ReactNode }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<Root | null>(null);

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
    const releaseStyles = addStyleRoot(shadow);
    const release = keepHostPage(mount);
    const root = createRoot(mount);
    rootRef.current = root;
    return () => {
      rootRef.current = null;
      queueMicrotask(() => {
        root.unmount();
        release();
        releaseStyles();
      });
    };
  }, [cssHref]);

  useEffect(() => {
    rootRef.current?.render(children);
  });

  return <div ref={hostRef} className="ra-isolation-host" />;
}
