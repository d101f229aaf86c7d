/** The six setup steps, in order, by their server flag. */
export const GUIDE_STEPS = [
  'is_enable_Theme_extension',
  'clicked_custom_reviews_widget_btn',
  'clicked_migrate_reviews_btn',
  'enable_review_request_1st_email',
  'enable_discount',
  'referral_active',
] as const;

export type GuideStep = (typeof GUIDE_STEPS)[number];

/** Server flags of the guide: 1 done, 0 not yet. */
export type GuideFlags = Record<GuideStep, number>;

export interface GuideContext {
  flags: GuideFlags | null;
  /** The card is collapsed to its header. */
  collapsed: boolean;
  /** The step the merchant opened (null: the first incomplete one). */
  openStep: GuideStep | null;
  error: string | null;
  /** Starts hidden (the shop dismissed it). */
  hidden: boolean;
}

export type GuideEvent =
  | { type: 'guide.retry' }
  | { type: 'guide.toggle' }
  | { type: 'guide.openStep'; step: GuideStep }
  | { type: 'guide.complete'; step: GuideStep }
  | { type: 'guide.dismiss' }
  | { type: 'guide.reload' };
