import * as z from 'zod/mini';

/** A store product as `get_products` lists it: enough to match import rows and to filter by product. */
export const catalogProductSchema = z.object({
  /** Store gid. */
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  skus: z.array(z.string()),
  image: z.nullable(z.string()),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

/** Answer of `get_products`. */
export const catalogProductListSchema = z.object({ items: z.array(catalogProductSchema), total: z.number() });

/** Most products one `get_review_rating` call asks about. */
export const MAX_RATING_PRODUCTS = 250;

/** A product's rating from its published reviews (`average` to one decimal, 0 without reviews). */
export const productRatingSchema = z.object({
  /** Store gid. */
  product_id: z.string(),
  average: z.number(),
  count: z.number(),
});
export type ProductRating = z.infer<typeof productRatingSchema>;

/** Answer of `get_review_rating`: one rating per asked product, in the order asked. */
export const productRatingListSchema = z.object({ items: z.array(productRatingSchema) });
