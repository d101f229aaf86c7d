/**
 * Client-side timings and limits of SPEC §9 (the facts shared with the server, such as plan ids,
 * quotas and defaults, live in src/contract/constants.ts).
 */

/** Prefix of every key this product writes to web storage. */
export const STORAGE_PREFIX = 'reviews_admin';

/** Request timeout of every admin API call, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 120_000;
/** How long a toast stays on screen by default, in milliseconds. */
export const TOAST_DURATION_MS = 5_000;
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
export const DISCOUNT_POPUP_INTERVAL_S = 600;
export const BANNER_DISMISS_S = 7 * 86_400;
export const AD_ROTATE_MS = 15_000;
export const RECOMMENDED_APPS_PER_SLIDE = 4;
export const RECOMMENDED_APPS_AUTOPLAY_MS = 6_000;
