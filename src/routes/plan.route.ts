import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { planSearch } from '../contract/search';
import { loadPlanPage } from '../screens/plan/plan.loader';
import { adminRoute } from './admin.route';
import { page } from './route-meta';
import { screens } from './screens';

/** `/plan`: the plans; `?charge_id=` / `?declined=1` on the way back from the billing page. */
export const planRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/plan',
  component: lazyRouteComponent(screens.Plan),
  staticData: page('plan', 'title'),
  validateSearch: planSearch,
  loaderDeps: ({ search }) => ({ charge_id: search.charge_id, declined: search.declined }),
  loader: ({ context, deps }) => loadPlanPage({ runtime: context.runtime, deps }),
});
