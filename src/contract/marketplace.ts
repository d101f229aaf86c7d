import * as z from 'zod/mini';
import { MARKETPLACES } from './constants';

/** A marketplace whose review pages can be imported. */
export const marketplaceSchema = z.enum(MARKETPLACES, { error: 'must be aliexpress or amazon' });
export type Marketplace = (typeof MARKETPLACES)[number];

/** One review as a marketplace item page shows it. Texts are plain text written by buyers. */
export const marketplaceReviewSchema = z.object({
  /** Stable id of the review within its item. */
  id: z.string(),
  author: z.string(),
  /** ISO 3166-1 alpha-2 country code. */
  country: z.nullable(z.string()),
  rating: z.number(),
  body: z.string(),
  /** ISO 8601 date. */
  date: z.string(),
  /** Absolute photo addresses. */
  photos: z.array(z.string()),
  /** Language code of the text (en, de, fr…). */
  language: z.string(),
});
export type MarketplaceReview = z.infer<typeof marketplaceReviewSchema>;

/** A marketplace item with its reviews, as `fetch_marketplace_reviews` answers it. */
export const marketplaceItemSchema = z.object({
  marketplace: z.enum(MARKETPLACES),
  item_id: z.string(),
  /** Canonical item-page address. */
  url: z.string(),
  title: z.string(),
  reviews: z.array(marketplaceReviewSchema),
});
export type MarketplaceItem = z.infer<typeof marketplaceItemSchema>;

/** Which reviews of an item to import, and onto which store product. */
export interface MarketplaceImportRequest {
  url: string;
  /** Store gid of the product the reviews belong to. */
  product_id: string;
  /** Only reviews with at least this many stars. */
  min_rating?: number;
  with_photos_only?: boolean;
  /** Only these reviews (ids from the item's list). */
  review_ids?: string[];
}

/** Answer of a marketplace or supplier import. */
export const marketplaceImportResultSchema = z.object({
  import_id: z.string(),
  /** Reviews that matched the filters and were sent to the import. */
  selected: z.number(),
  imported: z.number(),
  duplicates: z.number(),
  failed: z.number(),
});
export type MarketplaceImportResult = z.infer<typeof marketplaceImportResultSchema>;

/** A store product as the public import pages list it. */
export const publicProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  image: z.nullable(z.string()),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;

/** Answer of the public `products` call. */
export const publicProductListSchema = z.object({ items: z.array(publicProductSchema), total: z.number() });

/** A store product linked to a supplier's marketplace item. */
export const supplierProductSchema = z.object({
  product: publicProductSchema,
  supplier: z.object({ marketplace: z.enum(MARKETPLACES), item_id: z.string(), url: z.string(), title: z.string() }),
  review_count: z.number(),
  photo_review_count: z.number(),
  /** Average stars of the item's reviews (0 without reviews). */
  average_rating: z.number(),
});
export type SupplierProduct = z.infer<typeof supplierProductSchema>;

/** Answer of `list_supplier_products`. */
export const supplierProductListSchema = z.object({ items: z.array(supplierProductSchema) });

/** Which supplier products to import reviews for. */
export interface SupplierImportRequest {
  /** Store gids. */
  product_ids: string[];
  min_rating?: number;
  with_photos_only?: boolean;
}

/** Why a marketplace link was refused. */
export type MarketplaceLinkReason = 'empty' | 'notUrl' | 'notMarketplace' | 'notItemPage' | 'wrongMarketplace';

/** The result of a marketplace link check. */
export type MarketplaceLinkCheck =
  | { ok: true; marketplace: Marketplace; itemId: string; url: string }
  | { ok: false; reason: MarketplaceLinkReason; /** Translation key of the message (namespace `marketplace`). */ key: string };

/** Top-level domains the AliExpress item pages live on. */
const ALIEXPRESS_TLDS = ['com', 'us', 'ru'] as const;
/** Top-level domains of the Amazon stores. */
const AMAZON_TLDS = [
  'com', 'ca', 'com.mx', 'com.br', 'co.uk', 'de', 'fr', 'it', 'es', 'nl', 'se', 'pl', 'com.be', 'com.tr',
  'ae', 'sa', 'eg', 'in', 'co.jp', 'com.au', 'sg', 'cn',
] as const;

const ALIEXPRESS_PATH = /^\/(?:item|i)\/(\d{6,20})\.html$/;
const AMAZON_PATH = /^(?:\/[^/]+)?\/(?:dp|gp\/product)\/([A-Za-z0-9]{10})(?:\/.*)?$/;

/** The top-level domain of `host` when it is `<name>.<tld>` or a sub-domain of it, for one of `tlds`; else null. */
function marketplaceTld(host: string, name: string, tlds: readonly string[]): string | null {
  for (const tld of tlds) {
    const base = `${name}.${tld}`;
    if (host === base || host.endsWith(`.${base}`)) return tld;
  }
  return null;
}

const refuse = (reason: MarketplaceLinkReason): MarketplaceLinkCheck => ({ ok: false, reason, key: `link.errors.${reason}` });

/**
 * Checks a marketplace link (SPEC §5): an AliExpress item page
 * (`https://<sub>.aliexpress.<tld>/item/<digits>.html` or `/i/<digits>.html`) or an Amazon product
 * page (`/dp/<ASIN>` or `/gp/product/<ASIN>` on an `amazon.<tld>` host, the ASIN 10 letters or
 * digits, optionally after a title segment). Only http(s) links on the real marketplace hosts
 * pass (no look-alike hosts, user names or ports). Answers the marketplace, the item id and a
 * canonical https address, or the reason with its translation key. `only` limits the check to one
 * marketplace.
 */
export function checkMarketplaceLink(text: string, only?: Marketplace): MarketplaceLinkCheck {
  const trimmed = text.trim();
  if (trimmed === '') return refuse('empty');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return refuse('notUrl');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port) return refuse('notUrl');
  const host = url.hostname.toLowerCase();
  const aliTld = marketplaceTld(host, 'aliexpress', ALIEXPRESS_TLDS);
  const amazonTld = aliTld ? null : marketplaceTld(host, 'amazon', AMAZON_TLDS);
  const marketplace: Marketplace | null = aliTld ? 'aliexpress' : amazonTld ? 'amazon' : null;
  if (!marketplace) return refuse('notMarketplace');
  if (only && marketplace !== only) return refuse('wrongMarketplace');
  if (aliTld) {
    const id = ALIEXPRESS_PATH.exec(url.pathname)?.[1];
    return id ? { ok: true, marketplace, itemId: id, url: `https://www.aliexpress.${aliTld}/item/${id}.html` } : refuse('notItemPage');
  }
  const asin = AMAZON_PATH.exec(url.pathname)?.[1]?.toUpperCase();
  return asin ? { ok: true, marketplace, itemId: asin, url: `https://www.amazon.${amazonTld}/dp/${asin}` } : refuse('notItemPage');
}

/** An AliExpress item-page link (see {@link checkMarketplaceLink}). */
export const checkAliExpressLink = (text: string): MarketplaceLinkCheck => checkMarketplaceLink(text, 'aliexpress');

/** An Amazon product-page link (see {@link checkMarketplaceLink}). */
export const checkAmazonLink = (text: string): MarketplaceLinkCheck => checkMarketplaceLink(text, 'amazon');
