import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageOf, requestLinkSearch, storeCustomersSearch } from '../contract/search';
import { adminRoute } from './admin.route';
import { page } from './route-meta';
import { screens } from './screens';

/** `/collect/manual_import`: requests to customers typed in or read from a CSV file; the quota is read with the page. */
export const manualImportRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/collect/manual_import',
  component: lazyRouteComponent(screens.ManualSend),
  staticData: page('collect', 'pages.manualImport'),
  loader: ({ context }) => context.runtime.api.collect.getEmailQuota(),
});

/** `/collect/auth_import`: requests to the store's customers, once the store authorised reading them. */
export const authImportRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/collect/auth_import',
  component: lazyRouteComponent(screens.AuthImport),
  staticData: page('collect', 'pages.authImport'),
  validateSearch: storeCustomersSearch,
  loaderDeps: ({ search }) => ({ q: search.q, page: pageOf(search.page) }),
  loader: ({ context, deps }) =>
    context.runtime.api.collect.getStoreCustomers({ page: deps.page, ...(deps.q ? { query: deps.q } : {}) }),
});

/** `/collect/review_request_link`: a shareable link to the review form with its QR code. */
export const reviewRequestLinkRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/collect/review_request_link',
  component: lazyRouteComponent(screens.ReviewRequestLink),
  staticData: page('collect', 'pages.reviewRequestLink'),
  validateSearch: requestLinkSearch,
  loaderDeps: ({ search }) => ({ product: search.product }),
  loader: ({ context, deps }) => context.runtime.api.collect.getRequestLink(deps.product),
});

/** Requests outside the store's orders, and the shareable link (SPEC §2). */
export const collectRequestRoutes = [manualImportRoute, authImportRoute, reviewRequestLinkRoute] as const;
