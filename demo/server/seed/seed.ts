import type { Database } from 'better-sqlite3';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID, DEMO_SHOP_PROFILE } from './demo-shop';
import { BACKEND_LANG_CODES } from '../domain/languages';
import { seedCatalog } from './catalog-seed';
import { seedShopConfig } from '../store/repositories/configs';
import { DEFAULT_OFFER_STYLE, DEMO_OFFER_STYLE, seedOffer } from '../store/repositories/discount-offers';
import { DEMO_SETUP_GUIDE_DONE, seedSetupGuide } from '../store/repositories/flags';
import { PLAN_CATALOG } from '../domain/plan-catalog';
import { ensureDemoStatistics } from './demo-statistics';
import { purgeDeleted } from '../store/repositories/review-purge';
import { seedDemoReviews } from './review-seed';
import { seedDemoOrders } from './demo-orders';
import { utcDate } from '../domain/day-dates';
import { upsertPlans } from '../store/repositories/plans';
import { saveWidgetSettings } from '../store/repositories/settings';
import { createInstalledShop, getShopByDomain, getShopById, insertShop, type ShopRow } from '../store/repositories/shops';

;

const DAY_MS = 86_400_000;

function seedDemoShop(db: Database, now: number): void {
  const p = DEMO_SHOP_PROFILE;
  insertShop(db, {
    id: p.id,
    domain: p.domain,
    name: p.name,
    owner: p.owner,
    email: p.email,
    custom_domain: p.customDomain,
    currency_symbol: p.currencySymbol,
    shopify_plan: p.shopifyPlan,
    reviews_api_key: p.reviewsApiKey,
    pricing_plan_id: p.pricingPlanId,
    installed_at: now - p.installedDaysAgo * DAY_MS,
    skip_install: p.skipInstall,
    is_selected_plan: p.isSelectedPlan,
    app_embeds_enabled: p.appEmbedsEnabled,
    email_quota: p.emailQuota,
    email_quota_used: p.emailQuotaUsed,
    max_product_review_count: p.maxProductReviewCount,
    free_display_quota: p.freeDisplayQuota,
    shown_review_count: 0,
  });
  seedShopConfig(db, p.id, { backend_lang: BACKEND_LANG_CODES.en });
  saveWidgetSettings(db, p.id, {});
  const addLang = db.prepare('INSERT OR IGNORE INTO shop_storefront_langs (shop_id, lang, is_primary) VALUES (?, ?, ?)');
  for (const [lang, primary] of [['en', 1], ['fr', 0], ['de', 0]] as const) addLang.run(p.id, lang, primary);
}

/**
 * The demo shop's setup-guide progress and "Big" sale offer. Only fills values that are missing,
 * so it also completes a demo shop created before these tables existed.
 */
function seedDemoExtras(db: Database): void {
  if (!getShopById(db, DEMO_SHOP_ID)) return;
  seedSetupGuide(db, DEMO_SHOP_ID, DEMO_SETUP_GUIDE_DONE);
  seedOffer(db, DEMO_SHOP_ID, DEMO_OFFER_STYLE);
}

/** Gives every shop without products the demo catalogue (shops installed before the catalogue existed). */
function seedMissingCatalogs(db: Database): void {
  const shops = db
    .prepare('SELECT id FROM shops s WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.shop_id = s.id)')
    .all() as { id: number }[];
  for (const shop of shops) seedCatalog(db, shop.id);
}

/**
 * Seeds the plans catalogue and, when missing, the demo shop and the product catalogue.
 * Safe to run on every start.
 * @param now clock in ms, used for the demo shop's install time (200 days before now) and its
 *   statistics (a year ending on the day of `now`). Also gives the demo shop its reviews and
 *   questions once (dated over the 2 years before `now`), its customers and 120 days of orders once
 *   (with the review requests of the older ones), and purges reviews deleted 30+ days ago.
 */
export function seed(db: Database, now: number = Date.now()): void {
  db.transaction(() => {
    upsertPlans(db, PLAN_CATALOG);
    if (!getShopById(db, DEMO_SHOP_ID) && !getShopByDomain(db, DEMO_SHOP_DOMAIN)) seedDemoShop(db, now);
    seedDemoExtras(db);
    seedMissingCatalogs(db);
    ensureDemoStatistics(db, DEMO_SHOP_ID, utcDate(now));
    seedDemoReviews(db, DEMO_SHOP_ID, now);
    if (getShopById(db, DEMO_SHOP_ID)) seedDemoOrders(db, DEMO_SHOP_ID, now);
    purgeDeleted(db, now);
  })();
}

/**
 * Creates a shop on first install (Free plan, skip_install 0) with default config and settings,
 * the demo product catalogue, a not-started "Super" sale offer and an empty setup guide.
 */
export function installShop(db: Database, domain: string, now: number = Date.now()): ShopRow {
  return db.transaction(() => {
    const shop = createInstalledShop(db, domain, now);
    seedShopConfig(db, shop.id);
    saveWidgetSettings(db, shop.id, {});
    seedCatalog(db, shop.id);
    seedOffer(db, shop.id, DEFAULT_OFFER_STYLE);
    return shop;
  })();
}
