import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dashboardSearch } from '../contract/search';
import { loadDashboard } from '../screens/dashboard/dashboard.loader';
import { adminRoute } from './admin.route';
import { page } from './route-meta';
import { screens } from './screens';

/** `/`: the dashboard; `?range=` picks the analytics range. */
export const dashboardRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  component: lazyRouteComponent(screens.Dashboard),
  staticData: page('dashboard', 'title'),
  validateSearch: dashboardSearch,
  loaderDeps: ({ search }) => ({ range: search.range }),
  loader: ({ context, deps, cause }) => loadDashboard({ runtime: context.runtime, deps, cause }),
});
