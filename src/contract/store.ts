/*
 * The store API of the resource picker answers outside the admin envelope; the picker itself
 * reports a missing `data` or a non-zero code (SPEC §8), so these shapes are types only.
 */

/** A product variant in the picker. */
export interface PickerVariant {
  id: string;
  title: string;
  price: string;
  inventory_quantity: number;
}

/** A product in the picker (SPEC §3). */
export interface PickerProduct {
  id: string;
  title: string;
  featured_media: { src: string; altText: string; id: string } | null;
  variants: PickerVariant[];
  total_variants: number;
  has_only_default_variant: boolean;
}

/** A collection in the picker. */
export interface PickerCollection {
  id: string;
  title: string;
  image: { url: string; altText: string } | null;
  products_count: number;
}

/** What the picker lists. */
export type PickerType = 'product' | 'collection';

/**
 * The store's answer to a page request (`/store/v1/products` or `/collections`). It is read as
 * given: the picker itself reports a missing `data` or a non-zero code (SPEC §8).
 */
export interface StorePage {
  code?: number;
  msg?: string;
  reasonCode?: number;
  /** How the shop writes an amount (e.g. "${{amount}}"); the picker's prices follow it. */
  currency_format?: string;
  data?: {
    products?: PickerProduct[];
    collections?: PickerCollection[];
    pageInfo?: { hasNextPage: boolean; endCursor: string | null };
    total?: number;
  } | null;
}

/** What a page request asks for. */
export interface PageRequest {
  type: PickerType;
  keyword: string;
  /** Comma-joined extra statuses (ARCHIVED,DRAFT) or ''. */
  status: string;
  cursor: string | null;
}

/** Answer of `/store/v1/shop/app_info`. */
export interface AppInfoAnswer {
  code: number;
  msg?: string;
  data?: { access_token?: string; app?: { icon?: string; name?: string } } | null;
}

/**
 * The shop as the store describes it (`/store/v1/shop/shopify`): its name and domains, its currency
 * (ISO 4217) and how it writes an amount, `currency_format` with an `{{amount}}` placeholder
 * (e.g. "${{amount}}", "{{amount}} Kč"); the picker's prices are written with it.
 */
export interface StoreShopInfo {
  name: string;
  domain: string;
  primary_domain: string;
  currency: string;
  currency_format: string;
}

/** Answer of `/store/v1/shop/shopify`. */
export interface StoreShopAnswer {
  code: number;
  msg?: string;
  reasonCode?: number;
  data?: StoreShopInfo | null;
}

/** reasonCode of an expired token in the store API. */
export const EXPIRED_TOKEN_REASON = 1100003;
