import { selectInstagramShown } from '../../machines/startup/startup.selectors';
import { createBrowserHistory, createMemoryHistory, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { Suspense, useEffect, useLayoutEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createAppRouter } from '../routes/tree';
import { MissingHost } from '../ui/MissingHost';
import { PageSpinner } from '../ui/PageSpinner';
import { PolarisProvider } from '../ui/PolarisProvider';
import { emit } from './public-events';
import { ensureDocumentStylesheet, stylesheetUrl } from './assets';
import type { ConfigAttributes } from './config';
import { LanguageScope, useElementI18n } from './element-i18n';
import { IsolatedRoot } from './IsolatedRoot';
import { getRuntime } from './runtime';
import { ElementProvider, RuntimeProvider } from './runtime-context';

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
  /** `shadow` or `none`; by default shadow on the second host's page, none where the admin owns the page. */
  isolation?: string;
  /** For a lone section element: its path; leaving it asks the host page first (reviews-admin-navigate). */
  section?: string;
}

/** True when a path is the section's path or below it. */
export function inSection(section: string, pathname: string): boolean {
  return section === '/' ? pathname === '/' : pathname === section || pathname.startsWith(`${section}/`);
}

/** True when the admin must render in a shadow root. */
function isolated(props: ReviewsAdminProps, mode: string): boolean {
  if (props.isolation === 'shadow') return true;
  if (props.isolation === 'none') return false;
  return mode === 'provider';
}

function historyFor(props: ReviewsAdminProps): RouterHistory {
  if (props.history) return props.history;
  if (props.routing === 'memory') return createMemoryHistory({ initialEntries: [props.initialPath || '/'] });
  return createBrowserHistory();
}

/** The whole admin: runtime, translations, Polaris and the router. */
export function ReviewsAdmin(props: ReviewsAdminProps) {
  const runtime = useMemo(() => {
    const r = getRuntime(props);
    r.host.connect?.({
      adminOrigins: r.config.adminOrigins,
      apiKey: r.config.appId,
      i18n: r.i18n,
      instagram: {
        shown: () => selectInstagramShown(r.startup.getSnapshot()),
        subscribe: (listener) => {
          const subscription = r.startup.subscribe(listener);
          return () => subscription.unsubscribe();
        },
      },
    });
    return r;
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the page-wide runtime is read once per mount
  useEffect(() => runtime.retain(props.container), [runtime, props.container]);
  const i18n = useElementI18n(runtime.i18n, props.lang);
  const router = useMemo(() => {
    const r = createAppRouter(runtime, historyFor(props));
    r.update({ ...r.options, InnerWrap: PolarisProvider });
    return r;
  }, [runtime]); // eslint-disable-line react-hooks/exhaustive-deps -- one router per runtime; its history is chosen at mount

  useEffect(
    () =>
      runtime.onFatal(() => {
        if (router.state.location.pathname !== '/400') void router.navigate({ to: '/400' });
      }),
    [runtime, router],
  );
  useEffect(() => {
    // The standalone page is the admin's own: its html carries the language shown. Elsewhere the
    // element's content carries it (LanguageScope); the element's own lang attribute is the host page's.
    if (runtime.config.mode !== 'standalone') return undefined;
    const mark = (lng: string) => {
      if (lng) document.documentElement.lang = lng;
    };
    mark(i18n.language);
    i18n.on('languageChanged', mark);
    return () => i18n.off('languageChanged', mark);
  }, [runtime, i18n]);
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        runtime.path.current = event.toLocation.pathname;
        runtime.path.search = event.toLocation.searchStr;
        runtime.host.locationChanged?.(event.toLocation.href);
        if (event.pathChanged) window.scrollTo(0, 0);
      }),
    [router, runtime],
  );
  useEffect(() => runtime.host.onNavigate?.((location) => router.history.push(location)), [router, runtime]);

  useEffect(() => {
    const { section, container } = props;
    if (!section || !container) return undefined;
    return router.history.block({
      blockerFn: ({ nextLocation }) =>
        !inSection(section, nextLocation.pathname) &&
        !emit(container, 'reviews-admin-navigate', { path: nextLocation.pathname + nextLocation.search }),
    });
  }, [router, props.section, props.container]); // eslint-disable-line react-hooks/exhaustive-deps -- reads only these two props

  const shadow = isolated(props, runtime.config.mode);
  const elementInfo = useMemo(() => ({ section: props.section, headerShow: props.headerShow }), [props.section, props.headerShow]);
  useLayoutEffect(() => {
    if (!shadow) ensureDocumentStylesheet();
  }, [shadow]);

  const tree = (
    <RuntimeProvider value={runtime}>
      <ElementProvider value={elementInfo}>
      <I18nextProvider i18n={i18n}>
        <LanguageScope>
          <Suspense fallback={<PageSpinner />}>
            {runtime.host.missingHost ? (
              <PolarisProvider>
                <MissingHost />
              </PolarisProvider>
            ) : (
              <RouterProvider router={router} />
            )}
          </Suspense>
        </LanguageScope>
      </I18nextProvider>
      </ElementProvider>
    </RuntimeProvider>
  );
  return shadow ? <IsolatedRoot cssHref={stylesheetUrl()}>{tree}</IsolatedRoot> : tree;
}
