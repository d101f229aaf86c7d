import { defineReviewsAdmin } from './reviews-admin.element';

export { defineReviewsAdmin, REVIEWS_ADMIN_TAG } from './reviews-admin.element';
export { EVENT_PREFIX, emit, type ReviewsAdminEventMap } from './events';

defineReviewsAdmin();
