import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './admin.route';
import { page } from './route-meta';
import { screens } from './screens';

/** `/guide`: the setup guide walkthrough. */
export const guideRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/guide',
  component: lazyRouteComponent(screens.Guide),
  staticData: page('guide', 'title'),
});
