import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './admin.route';
import { page } from './route-meta';
import { screens } from './screens';

const component = lazyRouteComponent(screens.Integrations);

/** `/integrations`: the integrations. */
export const integrationsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/integrations',
  component,
  staticData: page('integrations', 'title'),
});

/** `/integrations/google_shopping`. */
export const googleShoppingRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/integrations/google_shopping',
  component,
  staticData: page('integrations', 'googleShopping'),
});

/** `/integrations/klaviyo`. */
export const klaviyoRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/integrations/klaviyo',
  component,
  staticData: page('integrations', 'klaviyo'),
});

/** `/instagram`: the Instagram feed. */
export const instagramRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/instagram',
  component: lazyRouteComponent(screens.Instagram),
  staticData: page('integrations', 'instagram'),
});
