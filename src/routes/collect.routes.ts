import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { FUNNEL_PERIODS, ORDER_FILTERS, type FunnelPeriod, type OrderFilter } from '../contract/review-requests';
import { collectSearch, pageOf, requestOrdersSearch } from '../contract/search';
import { adminRoute } from './admin.route';
import { collectEmailRoutes } from './collect-emails.routes';
import { collectRewardsRoutes } from './collect-rewards.routes';
import { collectRulesRoutes } from './collect-rules.routes';
import { collectRequestRoutes } from './collect-requests.routes';
import { isOneOf, page } from './route-meta';
import { screens } from './screens';
import type { Api } from '../api';

/** The funnel period a `?days=` asks for: 7, 30 or 90 (30 for anything else). */
export const funnelPeriodOf = (days: number | undefined): FunnelPeriod =>
  (FUNNEL_PERIODS as readonly number[]).includes(days ?? 0) ? (days as FunnelPeriod) : 30;

/** The orders filter a `?status=` asks for (every order for anything else). */
export const orderFilterOf = (status: string | undefined): OrderFilter =>
  status !== undefined && isOneOf(ORDER_FILTERS, status) ? status : 'all';

/** `/collect`: requests on or off, timing, this month's quota and the funnel of `?days=`, all in one round. */
export const collectIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/collect',
  component: lazyRouteComponent(screens.CollectIndex),
  staticData: page('collect', 'title'),
  validateSearch: collectSearch,
  loaderDeps: ({ search }) => ({ days: funnelPeriodOf(search.days) }),
  loader: async ({ context, deps }) => {
    const api = context.runtime.api.collect;
    const [settings, quota, funnel] = await Promise.all([api.getRequestSettings(), api.getEmailQuota(), api.getFunnel(deps.days)]);
    return { settings, quota, funnel };
  },
});

/** `/collect/orders`: the store's orders with their requests, filtered and paged by the server. */
export const requestOrdersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/collect/orders',
  component: lazyRouteComponent(screens.Orders),
  staticData: page('collect', 'pages.orders'),
  validateSearch: requestOrdersSearch,
  loaderDeps: ({ search }) => ({ status: orderFilterOf(search.status), q: search.q, page: pageOf(search.page) }),
  loader: ({ context, deps }) =>
    context.runtime.api.collect.getOrders({ status: deps.status, ...(deps.q ? { query: deps.q } : {}), page: deps.page }),
});

/** `/collect/sync_past_orders`: the settings and quota the preview is read against. */
export const syncPastOrdersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/collect/sync_past_orders',
  component: lazyRouteComponent(screens.SyncPastOrders),
  staticData: page('collect', 'pages.syncPastOrders'),
  loader: async ({ context }) => {
    const api = context.runtime.api.collect;
    const [settings, quota] = await Promise.all([api.getRequestSettings(), api.getEmailQuota()]);
    return { settings, quota };
  },
});

/**
 * The chosen products, then their ratings from published reviews in the same loader (the page
 * shows both at once); without ratings (a failed read) the products still show.
 */
async function loadRequestProducts(api: Api) {
  const value = await api.collect.getReviewRequestProducts();
  const ids = value.products.map((p) => p.id);
  const ratings = ids.length === 0 ? [] : await api.reviews.getReviewRating(ids).catch(() => []);
  return { ...value, ratings };
}

/** `/collect/review_request_product`: products that get review requests. */
export const reviewRequestProductsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/collect/review_request_product',
  component: lazyRouteComponent(screens.ReviewRequestProducts),
  staticData: page('collect', 'pages.reviewRequestProduct'),
  loader: ({ context }) => loadRequestProducts(context.runtime.api),
});

/** Collect reviews and its sub-pages, email templates, orders and imports (SPEC §2). */
export const collectRoutes = [
  collectIndexRoute,
  syncPastOrdersRoute,
  reviewRequestProductsRoute,
  ...collectRulesRoutes,
  ...collectRewardsRoutes,
  ...collectEmailRoutes,
  requestOrdersRoute,
  ...collectRequestRoutes,
] as const;
