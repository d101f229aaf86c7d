import { defineReviewsCollect } from './reviews-admin-collect.element';
import { defineReviewsDashboard } from './reviews-admin-dashboard.element';
import { defineReviewsImport } from './reviews-admin-import.element';
import { defineReviewsIntegrations } from './reviews-admin-integrations.element';
import { defineReviewsPlan } from './reviews-admin-plan.element';
import { defineReviewsRecommended } from './reviews-admin-recommended.element';
import { defineReviewsManage } from './reviews-admin-reviews.element';
import { defineReviewsSettings } from './reviews-admin-settings.element';
import { defineReviewsWidgets } from './reviews-admin-widgets.element';
import { defineReviewsAdmin } from './reviews-admin.element';
import { defineResourcePicker } from './reviews-resource-picker.element';
import { defineSetupGuide } from './reviews-setup-guide.element';

export { defineReviewsAdmin, REVIEWS_ADMIN_TAG } from './reviews-admin.element';
export { defineReviewsDashboard, DASHBOARD_SECTION_TAG } from './reviews-admin-dashboard.element';
export { defineReviewsWidgets, WIDGETS_SECTION_TAG } from './reviews-admin-widgets.element';
export { defineReviewsManage, MANAGE_SECTION_TAG } from './reviews-admin-reviews.element';
export { defineReviewsCollect, COLLECT_SECTION_TAG } from './reviews-admin-collect.element';
export { defineReviewsImport, IMPORT_SECTION_TAG } from './reviews-admin-import.element';
export { defineReviewsIntegrations, INTEGRATIONS_SECTION_TAG } from './reviews-admin-integrations.element';
export { defineReviewsSettings, SETTINGS_SECTION_TAG } from './reviews-admin-settings.element';
export { defineReviewsPlan, PLAN_SECTION_TAG } from './reviews-admin-plan.element';
export { defineReviewsRecommended, RECOMMENDED_SECTION_TAG } from './reviews-admin-recommended.element';
export { defineResourcePicker, RESOURCE_PICKER_TAG } from './reviews-resource-picker.element';
export { defineSetupGuide, SETUP_GUIDE_TAG } from './reviews-setup-guide.element';
export { EVENT_PREFIX, emit, type ReviewsAdminEventMap } from './events';
export { ELEMENTS } from './manifest';

/** Defines every section element (safe to call twice). */
export function defineSections(): void {
  defineReviewsDashboard();
  defineReviewsWidgets();
  defineReviewsManage();
  defineReviewsCollect();
  defineReviewsImport();
  defineReviewsIntegrations();
  defineReviewsSettings();
  defineReviewsPlan();
  defineReviewsRecommended();
}

/** Defines every element of the bundle (safe to call twice). */
export function defineAll(): void {
  defineReviewsAdmin();
  defineSections();
  defineResourcePicker();
  defineSetupGuide();
}

defineAll();
