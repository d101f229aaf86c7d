/** Business constants and limits of the product (one source of truth). */

/** Prefix of every key this product writes to web storage. */
export const STORAGE_PREFIX = 'reviews_admin';

/** Request timeout of every admin API call, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 120_000;
/** How long a toast stays on screen by default, in milliseconds. */
export const TOAST_DURATION_MS = 5_000;
/** Lifetime of cached guide, settings and token values, in seconds. */
export const CACHE_TTL_S = 86_400;
/** Expiry of the stored shop info and permissions, in seconds. */
export const SHOP_INFO_TTL_S = 86_400;
/** A cached token is reused when it expires more than this many seconds from now. */
export const TOKEN_REUSE_MARGIN_S = 10;
/** A cached token is refreshed in the background at this many seconds (or fewer) remaining. */
export const TOKEN_REFRESH_MARGIN_S = 40;
/** Default debounce for search boxes, in milliseconds. */
export const DEBOUNCE_MS = 200;

/** Window width (px) at or below which the narrow layout applies. */
export const NARROW_BREAKPOINT_PX = 768;

/** Free plan review-request quota. */
export const FREE_PLAN_REQUEST_QUOTA = 50;
/** Default number of shown reviews when the display is limited. */
export const OVERAGE_DEFAULT_NUM = 20;
/** Review-request email trigger time must be > min and < max (days). */
export const EMAIL_TRIGGER_MIN = 0;
export const EMAIL_TRIGGER_MAX = 90;
/** Percentage discounts may go up to this value. */
export const DISCOUNT_PERCENT_MAX = 100;
/** Fixed-amount discounts allow this many decimals. */
export const DISCOUNT_FIXED_DECIMALS = 2;

/** Default discount offer (multiplier shown as a percentage) and monthly price. */
export const DEFAULT_DISCOUNT_VALUE = 0.8;
export const DEFAULT_DISCOUNT_PRICE = 9.99;

/** Countdown refresh, popup interval, banner dismissal, ad rotation. */
export const COUNTDOWN_TICK_MS = 10;
export const DISCOUNT_POPUP_INTERVAL_S = 600;
export const BANNER_DISMISS_S = 7 * 86_400;
export const AD_ROTATE_MS = 15_000;
export const RECOMMENDED_APPS_PER_SLIDE = 4;
export const RECOMMENDED_APPS_AUTOPLAY_MS = 6_000;
export const SETUP_GUIDE_STEPS = 6;

/** Default review-widget values. */
export const REVIEWS_PER_PAGE = 14;
export const REVIEW_SORT_BY = 'commented-at-descending';
export const WIDGET_FONT_SIZE = 13;
export const WIDGET_BORDER_RADIUS = 6;
export const DEFAULT_LANGUAGE = 'en';

/** Plan ids. */
export const PLAN_IDS = {
  legacy: 1,
  free: 2,
  starterMonthly: 3,
  importMonthly: 4,
  growthMonthly: 5,
  enterpriseMonthly: 6,
  starterYearly: 7,
  importYearly: 8,
  growthYearly: 9,
  enterpriseYearly: 10,
} as const;

/** Plans on which the shown-reviews counter appears. */
export const COUNTER_PLAN_NAMES: readonly string[] = ['Free', 'Import'];
