import type { Marketplace, MarketplaceImportRequest, SupplierImportRequest } from '../../contract/marketplace';
import type { Runtime } from '../runtime';
import { provideTask } from './task.actors';

/** Reads a marketplace item's reviews from a pasted product link. */
export const fetchMarketplaceItemTask = (runtime: Runtime) => provideTask((url: string) => runtime.api.marketplace.fetchReviews(url));

/** Imports a marketplace item's reviews (filtered) onto a store product, from the admin. */
export const marketplaceImportTask = (runtime: Runtime) =>
  provideTask((request: MarketplaceImportRequest) => runtime.api.marketplace.importReviews(request));

/** Imports the reviews of the supplier items linked to store products. */
export const supplierImportTask = (runtime: Runtime) =>
  provideTask((request: SupplierImportRequest) => runtime.api.marketplace.importSupplierReviews(request));

/** The bookmarklet page's product search (by the page's key). */
export const publicProductsTask = (runtime: Runtime) =>
  provideTask(async ({ key, keyword }: { key: string; keyword: string }) => (await runtime.api.marketplace.publicProducts(key, keyword)).items);

/** The bookmarklet page's import (by the page's key). */
export const publicImportTask = (runtime: Runtime) =>
  provideTask(({ key, marketplace, request }: { key: string; marketplace: Marketplace; request: MarketplaceImportRequest }) =>
    runtime.api.marketplace.publicImport(key, marketplace, request),
  );
