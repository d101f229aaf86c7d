import {
  marketplaceImportResultSchema,
  marketplaceItemSchema,
  publicProductListSchema,
  supplierProductListSchema,
  type Marketplace,
  type MarketplaceImportRequest,
  type SupplierImportRequest,
} from '../contract/marketplace';
import type { HttpClient } from './http';
import { answer } from './parse';

const ADMIN = 'api/v1/admin/';
const PUBLIC = 'api/v1/public/';

/**
 * Marketplace and supplier imports. The `public*` calls are keyed by the shop's reviews API key
 * (the bookmarklet pages have no session); they only reject with their error, so a refused key
 * shows on the page instead of leading to the load-failed page.
 */
export function marketplaceApi(http: HttpClient) {
  return {
    /** The reviews of an AliExpress item or Amazon product page. */
    fetchReviews: (url: string) => http.post(`${ADMIN}fetch_marketplace_reviews`, { url }).then(answer(marketplaceItemSchema)),
    /** Imports an item's reviews (filtered) onto a store product. */
    importReviews: (request: MarketplaceImportRequest) =>
      http.post(`${ADMIN}import_marketplace_reviews`, request, { allowMultiple: true }).then(answer(marketplaceImportResultSchema)),
    /** Store products linked to a supplier's marketplace item. */
    listSupplierProducts: () => http.get(`${ADMIN}list_supplier_products`).then(answer(supplierProductListSchema)),
    /** Imports the supplier items' reviews of some products. */
    importSupplierReviews: (request: SupplierImportRequest) =>
      http.post(`${ADMIN}import_supplier_reviews`, request, { allowMultiple: true }).then(answer(marketplaceImportResultSchema)),

    /** The reviews of an item page, for the public bookmarklet page of one marketplace. */
    publicReviews: (key: string, url: string, marketplace: Marketplace) =>
      http
        .get(`${PUBLIC}marketplace_reviews`, { query: { key, url, marketplace }, rejectOnly: true })
        .then(answer(marketplaceItemSchema)),
    /** The shop's products whose title or handle contains `keyword` (at most `limit`). */
    publicProducts: (key: string, keyword = '', limit = 50) =>
      http.get(`${PUBLIC}products`, { query: { key, keyword, limit }, rejectOnly: true }).then(answer(publicProductListSchema)),
    /** Imports an item's reviews from the public bookmarklet page. */
    publicImport: (key: string, marketplace: Marketplace, request: MarketplaceImportRequest) =>
      http
        .post(`${PUBLIC}import_marketplace_reviews`, { key, marketplace, ...request }, { allowMultiple: true, rejectOnly: true })
        .then(answer(marketplaceImportResultSchema)),
  };
}
