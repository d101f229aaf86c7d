import type { ProductStatus } from '../domain/catalog';
import type { ItemType } from './catalog-words';

/** One variant of a demo product. */
export interface CatalogVariant {
  id: number;
  position: number;
  title: string;
  priceCents: number;
  inventory: number;
  sku: string;
}

/** One demo product with its variants. */
export interface CatalogProduct {
  id: number;
  /** Position in generation order (0-based). */
  index: number;
  title: string;
  handle: string;
  status: ProductStatus;
  material: string;
  type: ItemType;
  /** Media id and placeholder image name, or null for a product without an image. */
  image: { mediaId: number; name: string; alt: string } | null;
  variants: CatalogVariant[];
}

/** The whole demo catalogue. */
export interface Catalog {
  products: readonly CatalogProduct[];
  collections: readonly CatalogCollection[];
}

/** One demo collection and the ids of its products. */
export interface CatalogCollection {
  id: number;
  title: string;
  handle: string;
  /** Placeholder image name and alt text, or null for a collection without an image. */
  image: { name: string; alt: string } | null;
  productIds: number[];
}
