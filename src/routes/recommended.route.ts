import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './admin.route';
import { page } from './route-meta';
import { screens } from './screens';

/** `/recommended`: recommended apps. */
export const recommendedRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/recommended',
  component: lazyRouteComponent(screens.Recommended),
  staticData: page('recommended', 'title'),
  loader: ({ context }) => context.runtime.api.dashboard.getRecommendedApps(),
});
