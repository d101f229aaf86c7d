import type { Marketplace } from '../lib/validation';

export type { Marketplace } from '../lib/validation';

/** One review as a marketplace item page shows it. Texts are plain text written by buyers. */
export interface MarketplaceReview {
  /** Stable id of the review within its item. */
  id: string;
  author: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string | null;
  rating: number;
  body: string;
  /** ISO 8601 date. */
  date: string;
  /** Absolute photo addresses. */
  photos: string[];
  /** Language code of the text (en, de, fr…). */
  language: string;
}

/** A marketplace item with its reviews, as `fetch_marketplace_reviews` answers it. */
export interface MarketplaceItem {
  marketplace: Marketplace;
  item_id: string;
  /** Canonical item-page address. */
  url: string;
  title: string;
  reviews: MarketplaceReview[];
}

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
export interface MarketplaceImportResult {
  import_id: string;
  /** Reviews that matched the filters and were sent to the import. */
  selected: number;
  imported: number;
  duplicates: number;
  failed: number;
}

/** A store product as the public import pages list it. */
export interface PublicProduct {
  id: string;
  title: string;
  handle: string;
  image: string | null;
}

/** A store product linked to a supplier's marketplace item. */
export interface SupplierProduct {
  product: PublicProduct;
  supplier: { marketplace: Marketplace; item_id: string; url: string; title: string };
  review_count: number;
  photo_review_count: number;
  /** Average stars of the item's reviews (0 without reviews). */
  average_rating: number;
}

/** Which supplier products to import reviews for. */
export interface SupplierImportRequest {
  /** Store gids. */
  product_ids: string[];
  min_rating?: number;
  with_photos_only?: boolean;
}
