import type { GuideStep } from '../../contract/dashboard';

/** What each setup step's button does: open a page in the app, or the theme editor. */
export interface StepAction {
  /** In-app path, or 'themeEditor' for the store's theme editor. */
  to: string;
  /** The button itself completes the step (the server cannot see it otherwise). */
  completesOnClick: boolean;
}

export const STEP_ACTIONS: Record<GuideStep, StepAction> = {
  is_enable_Theme_extension: { to: 'themeEditor', completesOnClick: false },
  clicked_custom_reviews_widget_btn: { to: '/display', completesOnClick: true },
  clicked_migrate_reviews_btn: { to: '/import', completesOnClick: true },
  enable_review_request_1st_email: { to: '/collect/auto_leave_reviews', completesOnClick: false },
  enable_discount: { to: '/collect/discount', completesOnClick: false },
  referral_active: { to: '/settings/referral_offer', completesOnClick: false },
};
