import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import type { Runtime } from '../app/runtime';
import { toQueryString } from '../api/query';
import { AdminLayout } from '../ui/AdminLayout';
import { PageSpinner } from '../ui/PageSpinner';
import { RouteError } from '../ui/RouteError';
import { PublicLayout } from '../ui/PublicLayout';
import type { RouteEntry } from './entry';
import { decideGuard } from './guard';
import { matchMenu, MENU_LIST } from './menu';

/** What every route can reach. */
export interface RouterContext {
  runtime: Runtime;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The menu entry this route was made from. */
    entry?: RouteEntry;
  }
}

/** Plain query strings (`?id=12`), not JSON-encoded values. */
function parseSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr));
}

function stringifySearch(search: Record<string, unknown>): string {
  const plain: Record<string, string> = {};
  for (const [k, v] of Object.entries(search)) if (v !== undefined && v !== null && v !== '') plain[k] = String(v);
  return toQueryString(plain);
}

/** Builds the route tree from the menu list: admin pages in the shell, public pages bare. */
export function buildRouteTree(list: readonly RouteEntry[] = MENU_LIST) {
  const root = createRootRouteWithContext<RouterContext>()({
    beforeLoad: ({ location, context: { runtime } }) => {
      const entry = matchMenu(location.pathname, list);
      const decision = decideGuard({
        pathname: location.pathname,
        search: parseSearch(location.searchStr),
        entry,
        hasToken: runtime.hasToken(),
        embedded: runtime.host.embedded,
      });
      if (decision.type === 'redirect') throw redirect({ to: decision.to, search: decision.search, replace: true });
      if (entry && (entry.layout ?? 'admin') === 'admin') runtime.startup.send({ type: 'startup.start' });
      if (entry) void runtime.i18n.loadNamespaces(['common', entry.ns]);
    },
    component: Outlet,
  });
  const admin = createRoute({ getParentRoute: () => root, id: 'admin', component: AdminLayout });
  const pub = createRoute({ getParentRoute: () => root, id: 'public', component: PublicLayout });
  const children = list.map((entry) =>
    createRoute({
      getParentRoute: () => ((entry.layout ?? 'admin') === 'admin' ? admin : pub),
      path: entry.path,
      component: entry.component ?? (entry.screen ? lazyRouteComponent(entry.screen) : PageSpinner),
      staticData: { entry },
      ...(entry.validateSearch ? { validateSearch: entry.validateSearch } : {}),
      ...(entry.loaderDeps ? { loaderDeps: ({ search }: { search: Record<string, unknown> }) => entry.loaderDeps!(search) } : {}),
      ...(entry.loader
        ? {
            loader: ({ context, deps }: { context: RouterContext; deps: unknown }) =>
              entry.loader!({ runtime: context.runtime, deps: (deps ?? {}) as Record<string, unknown> }),
          }
        : {}),
    }),
  );
  const adminChildren = children.filter((_, i) => (list[i]?.layout ?? 'admin') === 'admin');
  const publicChildren = children.filter((_, i) => (list[i]?.layout ?? 'admin') === 'public');
  return root.addChildren([admin.addChildren(adminChildren), pub.addChildren(publicChildren)]);
}

/** The router of one admin element. */
export function createAppRouter(runtime: Runtime, history?: RouterHistory) {
  return createRouter({
    routeTree: buildRouteTree(),
    context: { runtime },
    ...(history ? { history } : {}),
    parseSearch,
    stringifySearch,
    defaultPendingComponent: PageSpinner,
    defaultErrorComponent: RouteError,
    defaultPendingMs: 150,
    defaultPreload: 'intent',
    scrollRestoration: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
