import { optionalString, type RouteEntry } from './entry';
import { loadDashboard } from '../screens/dashboard/dashboard.loader';
import { loadPlanPage } from '../screens/plan/plan.loader';
import { validateReviewSearch } from '../screens/reviews/review-search';
import { screens } from './screens';

/** Widget editors under /display (SPEC §2). */
export const DISPLAY_WIDGETS = [
  'widget', 'rating', 'write', 'qa', 'shows', 'reviews', 'tab', 'carousel', 'referral', 'checkout', 'storeReview',
] as const;

/** Dashboard, widgets, reviews, guide, import, integrations, plan and recommended apps. */
export const adminRoutes: RouteEntry[] = [
  {
    path: '/',
    screen: screens.Dashboard,
    ns: 'dashboard',
    titleKey: 'title',
    validateSearch: (s) => ({ range: optionalString(s.range) }),
    loaderDeps: (s) => ({ range: s.range }),
    loader: loadDashboard,
  },
  { path: '/display', screen: screens.Display, ns: 'display', titleKey: 'title' },
  { path: '/display/$widget', screen: screens.Display, ns: 'display', titleKey: 'title', params: { widget: DISPLAY_WIDGETS } },
  { path: '/widgetsList', screen: screens.Display, ns: 'display', titleKey: 'widgetsList' },
  {
    path: '/reviewList',
    screen: screens.Reviews,
    ns: 'reviews',
    titleKey: 'title',
    validateSearch: (s) => ({ ...validateReviewSearch(s) }),
  },
  { path: '/guide', screen: screens.Guide, ns: 'guide', titleKey: 'title' },
  { path: '/import', screen: screens.Import, ns: 'import', titleKey: 'title' },
  { path: '/import/file_import', screen: screens.FileImport, ns: 'import', titleKey: 'fileImport' },
  { path: '/import/bookmark_import', screen: screens.MarketplaceImport, ns: 'marketplace', titleKey: 'title' },
  {
    path: '/import/dsm_import',
    screen: screens.DsmImport,
    ns: 'marketplace',
    titleKey: 'dsm.title',
    loader: ({ runtime }) => runtime.api.marketplace.listSupplierProducts(),
  },
  { path: '/instagram', screen: screens.Instagram, ns: 'integrations', titleKey: 'instagram' },
  { path: '/integrations', screen: screens.Integrations, ns: 'integrations', titleKey: 'title' },
  { path: '/integrations/google_shopping', screen: screens.Integrations, ns: 'integrations', titleKey: 'googleShopping' },
  { path: '/integrations/klaviyo', screen: screens.Integrations, ns: 'integrations', titleKey: 'klaviyo' },
  {
    path: '/plan',
    screen: screens.Plan,
    ns: 'plan',
    titleKey: 'title',
    validateSearch: (s) => ({ source: optionalString(s.source), charge_id: optionalString(s.charge_id), declined: optionalString(s.declined) }),
    loaderDeps: (s) => ({ charge_id: s.charge_id, declined: s.declined }),
    loader: loadPlanPage,
  },
  {
    path: '/recommended',
    screen: screens.Recommended,
    ns: 'recommended',
    titleKey: 'title',
    loader: ({ runtime }) => runtime.api.dashboard.getRecommendedApps(),
  },
];
