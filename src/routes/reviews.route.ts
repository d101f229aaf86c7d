import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { reviewListSearch } from '../contract/search';
import { adminRoute } from './admin.route';
import { page } from './route-meta';
import { screens } from './screens';

/** `/reviewList`: reviews and questions; the list state (filters, page, `?id=`) lives in the query. */
export const reviewsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/reviewList',
  component: lazyRouteComponent(screens.Reviews),
  staticData: page('reviews', 'title'),
  validateSearch: reviewListSearch,
});
