import * as z from 'zod/mini';
import { MARKETPLACES } from './constants';
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
  /** Only reviews from these countries (ISO 3166-1 alpha-2 codes); none or empty: every country. */
  countries?: string[];
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
