/**
 * The business facts of SPEC §3 and §9 that client, machines and the reference server share,
 * each written once. This folder imports nothing of ours (only zod).
 */

/** Plan ids (SPEC §3): 1 legacy, 2 Free, 3–6 monthly, 7–10 yearly. */
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

/** Billing intervals of a plan, as the platform names them. */
export const PLAN_INTERVALS = ['EVERY_30_DAYS', 'ANNUAL'] as const;

/** Plans on which the shown-reviews counter appears (SPEC §6). */
export const COUNTER_PLAN_NAMES: readonly string[] = ['Free', 'Import'];

/**
 * Monthly prices, new user and original (SPEC §9): the standard set; Free costs 0. The alternate
 * set changes only the new-user prices ({@link ALTERNATE_NEW_USER_PRICES}).
 */
export const MONTHLY_PRICES = {
  Starter: { newUser: 8.99, original: 11.99 },
  Growth: { newUser: 19.99, original: 29.99 },
  Enterprise: { newUser: 69.99, original: 99.99 },
} as const;

/** Monthly new-user prices of the alternate price set (SPEC §9), by plan name. */
export const ALTERNATE_NEW_USER_PRICES: Readonly<Record<string, number>> = { Starter: 6.99, Growth: 14.99, Enterprise: 49.99 };

/** Review-request quota of the Free plan (SPEC §9). */
export const FREE_PLAN_REQUEST_QUOTA = 50;
/** Review requests value meaning "unlimited". */
export const UNLIMITED_REQUESTS = -1;
/** Default number of shown reviews when the display is limited (SPEC §3 overage). */
export const OVERAGE_DEFAULT_NUM = 20;

/** Review-request email trigger time must be > min and < max (days). */
export const EMAIL_TRIGGER_MIN = 0;
export const EMAIL_TRIGGER_MAX = 90;
/** Percentage discounts may go up to this value. */
export const DISCOUNT_PERCENT_MAX = 100;
/** Fixed-amount discounts allow this many decimals. */
export const DISCOUNT_FIXED_DECIMALS = 2;

/** Default discount offer (a price multiplier shown as a percentage) and its monthly price. */
export const DEFAULT_DISCOUNT_VALUE = 0.8;
export const DEFAULT_DISCOUNT_PRICE = 9.99;

/** The six setup-guide steps, in order, by their server flag (SPEC §3). */
export const GUIDE_STEPS = [
  'is_enable_Theme_extension',
  'clicked_custom_reviews_widget_btn',
  'clicked_migrate_reviews_btn',
  'enable_review_request_1st_email',
  'enable_discount',
  'referral_active',
] as const;
/** Number of setup-guide steps. */
export const SETUP_GUIDE_STEPS = GUIDE_STEPS.length;

/** Keys of the dismissible dashboard banners (SPEC §3 bannerStatus). */
export const BANNER_KEYS = ['home_setup_guide', 'home_top_ad', 'wiio', 'parcel_panel', 'langwill', 'seoant', 'loloyal'] as const;

/** Ranges of the dashboard analytics, in days: all time (0), 7, 30 and 90. */
export const STATS_RANGES = [0, 7, 30, 90] as const;

/** Default review-widget values (SPEC §9). */
export const REVIEWS_PER_PAGE = 14;
export const REVIEW_SORT_BY = 'commented-at-descending';
export const WIDGET_FONT_SIZE = 13;
export const WIDGET_BORDER_RADIUS = 6;
export const DEFAULT_LANGUAGE = 'en';

/** The 20 interface languages, with their integer code in the shop config (backend_lang). */
export const LANGUAGES = [
  { code: 'en', id: 1, name: 'English' },
  { code: 'cs', id: 2, name: 'Čeština' },
  { code: 'da', id: 3, name: 'Dansk' },
  { code: 'de', id: 4, name: 'Deutsch' },
  { code: 'es', id: 5, name: 'Español' },
  { code: 'fr', id: 6, name: 'Français' },
  { code: 'it', id: 7, name: 'Italiano' },
  { code: 'nl', id: 8, name: 'Nederlands' },
  { code: 'no', id: 9, name: 'Norsk' },
  { code: 'pl', id: 10, name: 'Polski' },
  { code: 'pt', id: 11, name: 'Português' },
  { code: 'pt-PT', id: 12, name: 'Português (Portugal)' },
  { code: 'fi', id: 13, name: 'Suomi' },
  { code: 'sv', id: 14, name: 'Svenska' },
  { code: 'tr', id: 15, name: 'Türkçe' },
  { code: 'th', id: 16, name: 'ไทย' },
  { code: 'ja', id: 17, name: '日本語' },
  { code: 'zh-CN', id: 18, name: '简体中文' },
  { code: 'zh-TW', id: 19, name: '繁體中文' },
  { code: 'ko', id: 20, name: '한국어' },
] as const;

/** One of the 20 interface language codes. */
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The 20 language codes, in the order of {@link LANGUAGES}. */
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

/** Marketplaces whose reviews can be imported. */
export const MARKETPLACES = ['aliexpress', 'amazon'] as const;

/** Most rows one `import_reviews` call carries. */
export const IMPORT_BATCH_MAX_ROWS = 2000;
/** Most products the review-request product list holds. */
export const MAX_REQUEST_PRODUCTS = 50;

/**
 * Business code of a stale settings save (with HTTP 409): the object was saved since the version
 * the save started from; the answer's data holds the saved values and their version.
 */
export const SETTINGS_CONFLICT_CODE = 40900;
