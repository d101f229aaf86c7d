import type { Database } from 'better-sqlite3';
import { getSubscription } from '../store/repositories/billing';
import { FREE_PLAN_ID, type StoredPlan } from '../domain/plans';
import { discountFraction } from '../domain/pricing';
import { daysSinceInstall } from '../domain/shop-age';
import { emailQuotaInfo } from '../requests/quota';
import { requirePlan } from '../store/repositories/plans';
import type { ShopRow } from '../store/repositories/shops';
import { themeEditorLink } from '../../storefront/editor-link';
import { publishedReviewCount } from './review-figures';
import { getShopConfig } from '../store/repositories/configs';
import type { ShopConfig } from '../domain/shop-config';

/** The terms of the shop's current plan: the bought price, tier and requests of its subscription, else the catalogue's. */
export interface CurrentPlanTerms {
  plan: StoredPlan;
  amount: number;
  actual_amount: number;
  discount_value: number;
  duration_limit_in_intervals: number;
  order_requests: number;
  /** The bought request tier (SPEC §3 tier_level, default 1). */
  tier_level: number;
}

/** Reads the shop's plan with the terms it pays; a subscription only counts while it names the shop's plan. */
export function currentPlanTerms(db: Database, shop: ShopRow): CurrentPlanTerms {
  const plan = requirePlan(db, shop.pricing_plan_id);
  const sub = getSubscription(db, shop.id);
  if (!sub || sub.plan_id !== plan.id) {
    return {
      plan,
      amount: plan.amount,
      actual_amount: plan.actual_amount,
      discount_value: plan.discount_value,
      duration_limit_in_intervals: plan.duration_limit_in_intervals,
      order_requests: plan.order_requests,
      tier_level: 1,
    };
  }
  return {
    plan,
    amount: sub.original_price,
    actual_amount: sub.price,
    discount_value: discountFraction(sub.price, sub.original_price),
    duration_limit_in_intervals: sub.discount_intervals,
    order_requests: sub.requests,
    tier_level: sub.tier_level,
  };
}

/** The plan fields `get_user_info` and `get_shop_pricing_plan` both answer. */
function planFields(terms: ReturnType<typeof currentPlanTerms>) {
  return {
    pricing_plan_id: terms.plan.id,
    plan_name: terms.plan.name,
    amount: terms.amount,
    order_requests: terms.order_requests,
    tier_level: terms.tier_level,
    permissions: terms.plan.permissions,
  };
}

/** The `get_user_info` payload of a shop. */
export function userInfo(db: Database, shop: ShopRow, now: number) {
  const terms = currentPlanTerms(db, shop);
  return {
    ...planFields(terms),
    id: shop.id,
    name: shop.name,
    owner: shop.owner,
    email: shop.email,
    myshopify_domain: shop.domain,
    domain: shop.custom_domain,
    shopify_plan: shop.shopify_plan,
    currency_symbol: shop.currency_symbol,
    reviews_api_key: shop.reviews_api_key,
    discount_amount: shop.discount_amount,
    discount_remaining: shop.discount_remaining,
    upgrade_method: shop.upgrade_method,
    days: daysSinceInstall(shop, now),
    install_time: new Date(shop.installed_at).toISOString(),
  };
}

/** The `get_shop_pricing_plan` payload of a shop. */
export function pricingPlan(db: Database, shop: ShopRow, now: number) {
  const terms = currentPlanTerms(db, shop);
  return {
    ...planFields(terms),
    actual_amount: terms.actual_amount,
    discount_value: terms.discount_value,
    duration_limit_in_intervals: terms.duration_limit_in_intervals,
    interval: terms.plan.interval,
    // The same figures as get_email_quota_info (a period that ended counts from zero).
    email_quota_info: emailQuotaInfo(db, shop.id, now),
    review_quota_info: {
      max_product_review_count: shop.max_product_review_count,
      free_display_quota: shop.free_display_quota,
    },
  };
}

/**
 * The `check_review_display_limit` payload, counted from the reviews table: `review_display_quantity`
 * is the shop's published reviews (imported ones included, as the storefront lists them), limited (1)
 * on the Free plan when there are more than its free display quota.
 */
export function reviewDisplayLimit(db: Database, shop: ShopRow) {
  const published = publishedReviewCount(db, shop.id);
  const limited = shop.pricing_plan_id === FREE_PLAN_ID && published > shop.free_display_quota;
  return { is_review_display_limited: limited ? 1 : 0, review_display_quantity: published };
}

/**
 * `store_front_left_review_limit` of the shop's config: how many more published reviews the
 * storefront shows before the Free plan's display quota is reached (0 once it is).
 */
export function storefrontReviewsLeft(db: Database, shop: ShopRow): number {
  return Math.max(0, shop.free_display_quota - publishedReviewCount(db, shop.id));
}

/** The shop's config as the client reads it: the stored values, with the reviews left counted now. */
export function shopConfigOf(db: Database, shop: ShopRow): ShopConfig {
  return { ...getShopConfig(db, shop.id), store_front_left_review_limit: storefrontReviewsLeft(db, shop) };
}

/**
 * The theme editor address for the shop: the reference server has no real theme, so it is the demo
 * storefront's theme editor stand-in on the server's public origin, signed for a day (only a link
 * the admin hands out can switch the app embed).
 */
export function themeEditorUrl(shop: ShopRow, publicUrl: string, secret: string, nowMs: number): string {
  return themeEditorLink(publicUrl, shop.domain, secret, nowMs);
}
