import * as z from 'zod/mini';
import { MAX_REQUEST_PRODUCTS } from './constants';

/** A product chosen for review requests (what the list needs to show it). */
export const chosenProductSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  title: z.string().check(z.maxLength(500)),
  image: z.nullable(z.string().check(z.maxLength(2000))),
  /** Chosen variant ids; empty means every variant. */
  variantIds: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(100)),
  totalVariants: z.int().check(z.minimum(0)),
});
export type ChosenProduct = z.infer<typeof chosenProductSchema>;

/** Which products get review-request emails: the answer of both calls and the payload of the save. */
export const reviewRequestProductsSchema = z.object({
  mode: z.enum(['all', 'only', 'except']),
  /** Version of the saved choice; a save sends the one it started from (a newer one makes it a conflict). */
  version: z.optional(z.int().check(z.minimum(0))),
  products: z.array(chosenProductSchema).check(z.maxLength(MAX_REQUEST_PRODUCTS, { error: `at most ${MAX_REQUEST_PRODUCTS} products` })),
});
export type ReviewRequestProducts = z.infer<typeof reviewRequestProductsSchema>;
