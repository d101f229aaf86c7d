import type { Database } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { FREE_PLAN_ID } from '../../domain/plans';

/** One row of the shops table. */
export interface ShopRow {
  id: number;
  domain: string;
  name: string;
  owner: string;
  email: string;
  custom_domain: string;
  currency_symbol: string;
  shopify_plan: string;
  reviews_api_key: string;
  pricing_plan_id: number;
  discount_amount: number;
  discount_remaining: number;
  upgrade_method: number;
  installed_at: number;
  skip_install: number;
  is_selected_plan: number;
  app_embeds_enabled: number;
  email_quota: number;
  email_quota_used: number;
  is_enabled_usage_charge: number;
  max_product_review_count: number;
  free_display_quota: number;
  shown_review_count: number;
}

/** Columns a new shop row needs; the others take their defaults. */
export type NewShop = Pick<
  ShopRow,
  | 'id' | 'domain' | 'name' | 'owner' | 'email' | 'custom_domain' | 'currency_symbol' | 'shopify_plan'
  | 'reviews_api_key' | 'pricing_plan_id' | 'installed_at' | 'skip_install' | 'is_selected_plan'
  | 'app_embeds_enabled' | 'email_quota' | 'email_quota_used' | 'max_product_review_count'
  | 'free_display_quota' | 'shown_review_count'
>;

/** Finds a shop by its platform id. */
export function getShopById(db: Database, id: number): ShopRow | undefined {
  return db.prepare('SELECT * FROM shops WHERE id = ?').get(id) as ShopRow | undefined;
}

/** Finds a shop by its myshopify domain. */
export function getShopByDomain(db: Database, domain: string): ShopRow | undefined {
  return db.prepare('SELECT * FROM shops WHERE domain = ?').get(domain) as ShopRow | undefined;
}

/** Inserts a shop row. */
export function insertShop(db: Database, shop: NewShop): void {
  const columns = Object.keys(shop);
  const sql = `INSERT INTO shops (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;
  db.prepare(sql).run(shop);
}

function titleFromDomain(domain: string): string {
  const handle = domain.replace(/\.myshopify\.com$/, '');
  return handle
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Creates a shop as a fresh install (Free plan, setup guide pending) and returns it. */
export function createInstalledShop(db: Database, domain: string, now: number): ShopRow {
  const maxId = (db.prepare('SELECT MAX(id) AS id FROM shops').get() as { id: number | null }).id ?? 0;
  const handle = domain.replace(/\.myshopify\.com$/, '');
  insertShop(db, {
    id: Math.max(maxId + 1, 2001),
    domain,
    name: titleFromDomain(domain) || domain,
    owner: 'Store owner',
    email: `owner@${handle}.example`,
    custom_domain: domain,
    currency_symbol: '$',
    shopify_plan: 'basic',
    reviews_api_key: `rv_${randomBytes(8).toString('hex')}`,
    pricing_plan_id: FREE_PLAN_ID,
    installed_at: now,
    skip_install: 0,
    is_selected_plan: 0,
    app_embeds_enabled: 0,
    email_quota: 50,
    email_quota_used: 0,
    max_product_review_count: 2000,
    free_display_quota: 50,
    shown_review_count: 0,
  });
  const shop = getShopByDomain(db, domain);
  if (!shop) throw new Error(`Shop ${domain} was not created`);
  return shop;
}
