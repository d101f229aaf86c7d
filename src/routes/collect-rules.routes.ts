import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { RouterContext } from './root.route';
import { adminRoute } from './admin.route';
import { page } from './route-meta';
import { screens } from './screens';
import { sharedCall as shared } from './shared-call';
import { RulesSkeleton } from '../screens/managing-reviews/RulesSkeleton';

/** `/collect/attributes`: the custom questions of the review form. */
export const attributesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/collect/attributes',
  component: lazyRouteComponent(screens.Attributes),
  pendingComponent: RulesSkeleton,
  staticData: page('review-rules', 'pages.attributes'),
  loader: ({ context }) => shared(context.runtime, 'attributes', () => context.runtime.api.reviewSettings.getAttributes()),
});

/** `/collect/managing_reviews`: what happens to a new review (publish, hold, block). */
export const managingReviewsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/collect/managing_reviews',
  component: lazyRouteComponent(screens.ManagingReviews),
  pendingComponent: RulesSkeleton,
  staticData: page('review-rules', 'pages.managingReviews'),
  loader: ({ context }) => shared(context.runtime, 'moderation', () => context.runtime.api.reviewSettings.getModeration()),
});

const loadAutoLeave = ({ context }: { context: RouterContext }) =>
  shared(context.runtime, 'autoLeave', () => context.runtime.api.reviewSettings.getAutoLeave());

/** `/collect/auto_leave_reviews`: the review form on the thank-you page and after checkout, both placements. */
export const autoLeaveRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/collect/auto_leave_reviews',
  component: lazyRouteComponent(screens.AutoLeave),
  pendingComponent: RulesSkeleton,
  staticData: page('review-rules', 'pages.autoLeaveReviews'),
  loader: loadAutoLeave,
});

/** `/collect/auto_leave_reviews/thankyou`: the form on the order-status (thank-you) page. */
export const autoLeaveThankyouRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/collect/auto_leave_reviews/thankyou',
  component: lazyRouteComponent(screens.Thankyou),
  pendingComponent: RulesSkeleton,
  staticData: page('review-rules', 'pages.thankyou'),
  loader: loadAutoLeave,
});

/** `/collect/auto_leave_reviews/checkout`: the form after checkout. */
export const autoLeaveCheckoutRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/collect/auto_leave_reviews/checkout',
  component: lazyRouteComponent(screens.Checkout),
  pendingComponent: RulesSkeleton,
  staticData: page('review-rules', 'pages.checkout'),
  loader: loadAutoLeave,
});

/** Publishing rules, custom questions and the thank-you/checkout form (SPEC §2 /collect sub-pages). */
export const collectRulesRoutes = [attributesRoute, managingReviewsRoute, autoLeaveRoute, autoLeaveThankyouRoute, autoLeaveCheckoutRoute] as const;
