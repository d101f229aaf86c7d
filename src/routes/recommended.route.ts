import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { resolveLanguage } from '../lib/languages';
import { adminRoute } from './admin.route';
import { page } from './route-meta';
import { screens } from './screens';

/** `/recommended`: recommended apps. */
export const recommendedRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/recommended',
  component: lazyRouteComponent(screens.Recommended),
  staticData: page('recommended', 'title'),
  // In the interface language; the screen asks again when the language changes.
  loader: ({ context }) => context.runtime.api.dashboard.getRecommendedApps(resolveLanguage(context.runtime.i18n.language)),
});
