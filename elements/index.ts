import { defineResourcePicker } from './resource-picker.element';
import { defineReviewsAdmin } from './reviews-admin.element';
import { defineSections } from './section.element';
import { defineSetupGuide } from './setup-guide.element';

export { defineReviewsAdmin, REVIEWS_ADMIN_TAG } from './reviews-admin.element';
export { defineSections } from './section.element';
export { defineResourcePicker, RESOURCE_PICKER_TAG } from './resource-picker.element';
export { defineSetupGuide, SETUP_GUIDE_TAG } from './setup-guide.element';
export { EVENT_PREFIX, emit, type ReviewsAdminEventMap } from './events';
export { ELEMENTS } from './manifest';

/** Defines every element of the bundle (safe to call twice). */
export function defineAll(): void {
  defineReviewsAdmin();
  defineSections();
  defineResourcePicker();
  defineSetupGuide();
}

defineAll();
