/** Domain of the shop the demo database is seeded with. */
export const DEMO_SHOP_DOMAIN = 'demo-reviews.myshopify.com';

/** Platform shop id of the seeded demo shop. */
export const DEMO_SHOP_ID = 1001;

/** Profile of the seeded demo shop. */
export const DEMO_SHOP_PROFILE = {
  id: DEMO_SHOP_ID,
  domain: DEMO_SHOP_DOMAIN,
  name: 'Maple & Moss Goods',
  owner: 'Avery Chen',
  email: 'avery@maplemoss.example',
  customDomain: 'maplemoss.example',
  currencySymbol: '$',
  shopifyPlan: 'basic',
  pricingPlanId: 2,
  installedDaysAgo: 200,
  skipInstall: 1,
  isSelectedPlan: 0,
  appEmbedsEnabled: 0,
  emailQuota: 50,
  emailQuotaUsed: 37,
  maxProductReviewCount: 2000,
  freeDisplayQuota: 50,
  reviewsApiKey: 'rv_demo_5f3c9a1e7b2d4c6a',
} as const;

/** App id the store API (product and collection picker) accepts in its `app_id` query parameter. */
export const DEMO_APP_ID = 'reviews-admin-demo';

/** App name the store API reports in `shop/app_info`. */
export const APP_NAME = 'Product Reviews';
