import { z } from 'zod';
import type { MarketplaceLinkReason } from '../../../src/contract/marketplace-link';

const LINK_MESSAGES: Record<MarketplaceLinkReason, string> = {
  empty: 'is required: the address of an AliExpress item page or an Amazon product page',
  notUrl: 'must be an http:// or https:// address of a marketplace item page',
  notMarketplace:
    'must be an AliExpress item page (https://www.aliexpress.com/item/<number>.html) or an Amazon product page (https://www.amazon.<country>/dp/<ASIN>)',
  notItemPage: 'is not an item page: AliExpress item links end in /item/<number>.html or /i/<number>.html, Amazon product links contain /dp/<ASIN> or /gp/product/<ASIN>',
  wrongMarketplace: 'is a link of another marketplace than this import is for',
};

/** The refusal message of a marketplace link reason (for API users; the app translates the reason itself). */
export const linkMessage = (reason: MarketplaceLinkReason): string => LINK_MESSAGES[reason];

/** Body fields of a marketplace import besides its key or session. */
export const importFields = {
  url: z.string().max(2048, { error: 'at most 2048 characters' }),
  product_id: z.string().regex(/^gid:\/\/shopify\/Product\/\d{1,15}$/, { error: 'must be a product gid such as gid://shopify/Product/1001' }),
  min_rating: z.int({ error: 'must be 1 to 5' }).min(1, { error: 'must be 1 to 5' }).max(5, { error: 'must be 1 to 5' }).optional(),
  with_photos_only: z.boolean({ error: 'must be true or false' }).optional(),
  review_ids: z.array(z.string().max(64)).max(1000, { error: 'at most 1000 ids' }).optional(),
  /** Only reviews from these countries (ISO 3166-1 alpha-2 codes); none or empty: every country. */
  countries: z.array(z.string().regex(/^[A-Za-z]{2}$/, { error: 'must be a two-letter country code' })).max(300, { error: 'at most 300 countries' }).optional(),
};

/** The product number of a product gid. */
export const productNumberOf = (productGid: string): number => Number(productGid.slice(productGid.lastIndexOf('/') + 1));
