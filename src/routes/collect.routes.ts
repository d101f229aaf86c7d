import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminPage, adminRoute } from './admin.route';
import { isOneOf, page } from './route-meta';
import { screens } from './screens';

/** Review-request email types under /collect/review-request/{type}. */
export const REVIEW_REQUEST_TYPES = ['first', 'second', 'third', 'thank_you'] as const;
/** A review-request email's type. */
export type ReviewRequestType = (typeof REVIEW_REQUEST_TYPES)[number];

const collect = lazyRouteComponent(screens.Collect);
const emailTemplate = lazyRouteComponent(screens.EmailTemplate);
const orders = lazyRouteComponent(screens.Orders);

/** `/collect/review-request/$type`: a review-request email; another type is an unknown path (→ /404). */
export const reviewRequestEmailRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/collect/review-request/$type',
  component: emailTemplate,
  staticData: page('collect', 'emails.reviewRequest'),
  params: {
    parse: ({ type }): { type: ReviewRequestType } | false => (isOneOf(REVIEW_REQUEST_TYPES, type) ? { type } : false),
    stringify: ({ type }) => ({ type }),
  },
});

/** `/collect/review_request_product`: products that get review requests. */
export const reviewRequestProductsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/collect/review_request_product',
  component: lazyRouteComponent(screens.ReviewRequestProducts),
  staticData: page('collect', 'pages.reviewRequestProduct'),
  loader: ({ context }) => context.runtime.api.collect.getReviewRequestProducts(),
});

/** Collect reviews and its sub-pages, email templates, orders and imports (SPEC §2). */
export const collectRoutes = [
  adminPage('/collect', collect, 'collect', 'title'),
  adminPage('/collect/discount', collect, 'collect', 'pages.discount'),
  adminPage('/collect/attributes', collect, 'collect', 'pages.attributes'),
  adminPage('/collect/auto_leave_reviews', collect, 'collect', 'pages.autoLeaveReviews'),
  adminPage('/collect/review_request_link', collect, 'collect', 'pages.reviewRequestLink'),
  adminPage('/collect/sync_past_orders', collect, 'collect', 'pages.syncPastOrders'),
  adminPage('/collect/managing_reviews', collect, 'collect', 'pages.managingReviews'),
  reviewRequestProductsRoute,
  adminPage('/collect/auto_leave_reviews/thankyou', lazyRouteComponent(screens.Thankyou), 'collect', 'pages.thankyou'),
  adminPage('/collect/auto_leave_reviews/checkout', lazyRouteComponent(screens.Checkout), 'collect', 'pages.checkout'),
  reviewRequestEmailRoute,
  adminPage('/collect/photo_video_reminder', emailTemplate, 'collect', 'emails.photoVideoReminder'),
  adminPage('/collect/update_review', emailTemplate, 'collect', 'emails.updateReview'),
  adminPage('/collect/orders', orders, 'collect', 'pages.orders'),
  adminPage('/collect/auth_import', orders, 'collect', 'pages.authImport'),
  adminPage('/collect/manual_import', lazyRouteComponent(screens.ManualSend), 'collect', 'pages.manualImport'),
] as const;
