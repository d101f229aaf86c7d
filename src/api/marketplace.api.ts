import type { HttpClient } from './http';
import type {
  Marketplace,
  MarketplaceImportRequest,
  MarketplaceImportResult,
  MarketplaceItem,
  PublicProduct,
  SupplierImportRequest,
  SupplierProduct,
} from './marketplace.types';

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
    fetchReviews: (url: string) => http.post<MarketplaceItem>(`${ADMIN}fetch_marketplace_reviews`, { url }),
    /** Imports an item's reviews (filtered) onto a store product. */
    importReviews: (request: MarketplaceImportRequest) =>
      http.post<MarketplaceImportResult>(`${ADMIN}import_marketplace_reviews`, request, { allowMultiple: true }),
    /** Store products linked to a supplier's marketplace item. */
    listSupplierProducts: () => http.get<{ items: SupplierProduct[] }>(`${ADMIN}list_supplier_products`),
    /** Imports the supplier items' reviews of some products. */
    importSupplierReviews: (request: SupplierImportRequest) =>
      http.post<MarketplaceImportResult>(`${ADMIN}import_supplier_reviews`, request, { allowMultiple: true }),

    /** The reviews of an item page, for the public bookmarklet page of one marketplace. */
    publicReviews: (key: string, url: string, marketplace: Marketplace) =>
      http.get<MarketplaceItem>(`${PUBLIC}marketplace_reviews`, { query: { key, url, marketplace }, rejectOnly: true }),
    /** The shop's products whose title or handle contains `keyword` (at most `limit`). */
    publicProducts: (key: string, keyword = '', limit = 50) =>
      http.get<{ items: PublicProduct[]; total: number }>(`${PUBLIC}products`, { query: { key, keyword, limit }, rejectOnly: true }),
    /** Imports an item's reviews from the public bookmarklet page. */
    publicImport: (key: string, marketplace: Marketplace, request: MarketplaceImportRequest) =>
      http.post<MarketplaceImportResult>(`${PUBLIC}import_marketplace_reviews`, { key, marketplace, ...request }, { allowMultiple: true, rejectOnly: true }),
  };
}
