import { createBrowserHistory, createMemoryHistory, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { Suspense, useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createAppRouter } from '../routes/tree';
import { MissingHost } from '../ui/MissingHost';
import { PageSpinner } from '../ui/PageSpinner';
import { PolarisProvider } from '../ui/PolarisProvider';
import type { ConfigAttributes } from './config';
import { getRuntime } from './runtime';
import { RuntimeProvider } from './runtime-context';

/** Props of the whole admin (the `<reviews-admin>` element's attributes). */
export interface ReviewsAdminProps extends ConfigAttributes {
  /** History to route with (tests); else from `routing`. */
  history?: RouterHistory;
  /** `browser` (default): the admin owns the page URL; `memory`: it routes inside the element. */
  routing?: string;
  /** First path with memory routing (default /). */
  initialPath?: string;
  /** The custom element itself (given by the element wrapper). */
  container?: HTMLElement;
}

function historyFor(props: ReviewsAdminProps): RouterHistory {
  if (props.history) return props.history;
  if (props.routing === 'memory') return createMemoryHistory({ initialEntries: [props.initialPath || '/'] });
  return createBrowserHistory();
}

/** The whole admin: runtime, translations, Polaris and the router. */
export function ReviewsAdmin(props: ReviewsAdminProps) {
  const runtime = useMemo(() => getRuntime(props), []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => runtime.retain(props.container), [runtime, props.container]);
  const router = useMemo(() => {
    const r = createAppRouter(runtime, historyFor(props));
    r.update({ ...r.options, InnerWrap: PolarisProvider });
    return r;
  }, [runtime]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(
    () =>
      runtime.onFatal(() => {
        if (router.state.location.pathname !== '/400') void router.navigate({ to: '/400' });
      }),
    [runtime, router],
  );
  useEffect(() => {
    const mark = (lng: string) => {
      props.container?.setAttribute('lang', lng);
      if (runtime.config.mode === 'standalone') document.documentElement.lang = lng;
    };
    mark(runtime.i18n.language);
    runtime.i18n.on('languageChanged', mark);
    return () => runtime.i18n.off('languageChanged', mark);
  }, [runtime, props.container]);
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        runtime.path.current = event.toLocation.pathname;
        if (event.pathChanged) window.scrollTo(0, 0);
      }),
    [router, runtime],
  );

  return (
    <RuntimeProvider value={runtime}>
      <I18nextProvider i18n={runtime.i18n}>
        <Suspense fallback={<PageSpinner />}>
          {runtime.host.missingHost ? (
            <PolarisProvider>
              <MissingHost />
            </PolarisProvider>
          ) : (
            <RouterProvider router={router} />
          )}
        </Suspense>
      </I18nextProvider>
    </RuntimeProvider>
  );
}
