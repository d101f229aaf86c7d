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
