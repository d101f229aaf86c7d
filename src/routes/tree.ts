import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { Runtime } from '../app/runtime';
import { PageSpinner } from '../ui/PageSpinner';
import { RouteError } from '../ui/RouteError';
import { adminRoute } from './admin.route';
import { collectRoutes } from './collect.routes';
import { dashboardRoute } from './dashboard.route';
import { displayRoute, displayWidgetRoute, widgetsListRoute } from './display.routes';
import { guideRoute } from './guide.route';
import { dsmImportRoute, fileImportRoute, importRoute, marketplaceImportRoute } from './import.routes';
import { googleShoppingRoute, instagramRoute, integrationsRoute, klaviyoRoute } from './integrations.routes';
import { planRoute } from './plan.route';
import { publicRoute, publicRoutes, unknownPathRoute } from './public.routes';
import { recommendedRoute } from './recommended.route';
import { reviewsRoute } from './reviews.route';
import { rootRoute } from './root.route';
import { parseSearch, stringifySearch } from './search-string';
import { settingsRoutes } from './settings.routes';

/** Every route of SPEC §2: the admin pages in the shell, the public pages bare, anything else → /404. */
export const routeTree = rootRoute.addChildren([
  adminRoute.addChildren([
    dashboardRoute,
    displayRoute,
    displayWidgetRoute,
    widgetsListRoute,
    reviewsRoute,
    guideRoute,
    importRoute,
    fileImportRoute,
    marketplaceImportRoute,
    dsmImportRoute,
    instagramRoute,
    integrationsRoute,
    googleShoppingRoute,
    klaviyoRoute,
    planRoute,
    recommendedRoute,
    ...collectRoutes,
    ...settingsRoutes,
  ]),
  publicRoute.addChildren([...publicRoutes]),
  unknownPathRoute,
]);

/** The router of one admin element. */
export function createAppRouter(runtime: Runtime, history?: RouterHistory) {
  return createRouter({
    routeTree,
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

/** The router type every `navigate`, `<Link>` and `useSearch` is checked against. */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
