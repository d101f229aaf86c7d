import { subPage, type RouteEntry } from './entry';
import { screens } from './screens';

/** Review-request email types under /collect/review-request/{type}. */
export const REVIEW_REQUEST_TYPES = ['first', 'second', 'third', 'thank_you'] as const;

const collectPage = subPage('collect', screens.Collect, 'collect');

/** Collect reviews and its sub-pages, email templates, orders and imports (SPEC §2). */
export const collectRoutes: RouteEntry[] = [
  { path: '/collect', screen: screens.Collect, ns: 'collect', titleKey: 'title' },
  collectPage('discount', 'pages.discount'),
  collectPage('attributes', 'pages.attributes'),
  collectPage('auto_leave_reviews', 'pages.autoLeaveReviews'),
  collectPage('review_request_link', 'pages.reviewRequestLink'),
  collectPage('sync_past_orders', 'pages.syncPastOrders'),
  collectPage('managing_reviews', 'pages.managingReviews'),
  {
    path: '/collect/review_request_product',
    screen: screens.ReviewRequestProducts,
    ns: 'collect',
    titleKey: 'pages.reviewRequestProduct',
    loader: ({ runtime }) => runtime.api.collect.getReviewRequestProducts(),
  },
  { path: '/collect/auto_leave_reviews/thankyou', screen: screens.Thankyou, ns: 'collect', titleKey: 'pages.thankyou' },
  { path: '/collect/auto_leave_reviews/checkout', screen: screens.Checkout, ns: 'collect', titleKey: 'pages.checkout' },
  {
    path: '/collect/review-request/$type',
    screen: screens.EmailTemplate,
    ns: 'collect',
    titleKey: 'emails.reviewRequest',
    params: { type: REVIEW_REQUEST_TYPES },
  },
  { path: '/collect/photo_video_reminder', screen: screens.EmailTemplate, ns: 'collect', titleKey: 'emails.photoVideoReminder' },
  { path: '/collect/update_review', screen: screens.EmailTemplate, ns: 'collect', titleKey: 'emails.updateReview' },
  { path: '/collect/orders', screen: screens.Orders, ns: 'collect', titleKey: 'pages.orders' },
  { path: '/collect/auth_import', screen: screens.Orders, ns: 'collect', titleKey: 'pages.authImport' },
  { path: '/collect/manual_import', screen: screens.ManualSend, ns: 'collect', titleKey: 'pages.manualImport' },
];
