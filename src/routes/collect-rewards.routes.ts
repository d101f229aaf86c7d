import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './admin.route';
import { page } from './route-meta';
import { screens } from './screens';

/** `/collect/discount`: rewards for reviews (any review, a photo review, a video review). */
export const rewardsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/collect/discount',
  component: lazyRouteComponent(screens.Rewards),
  staticData: page('collect', 'pages.discount'),
  loader: ({ context }) => context.runtime.api.reviewSettings.getRewards(),
});

/** Rewards for reviews (SPEC §2 /collect/discount); their email pages are under /settings. */
export const collectRewardsRoutes = [rewardsRoute] as const;
