import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './admin.route';
import { page } from './route-meta';
import { screens } from './screens';

/** `/import`: the ways to import reviews. */
export const importRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/import',
  component: lazyRouteComponent(screens.Import),
  staticData: page('import', 'title'),
});

/** `/import/file_import`: import from a file. */
export const fileImportRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/import/file_import',
  component: lazyRouteComponent(screens.FileImport),
  staticData: page('import', 'fileImport'),
});

/** `/import/bookmark_import`: import from a marketplace. */
export const marketplaceImportRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/import/bookmark_import',
  component: lazyRouteComponent(screens.MarketplaceImport),
  staticData: page('marketplace', 'title'),
});

/** `/import/dsm_import`: import from the supplier's products. */
export const dsmImportRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/import/dsm_import',
  component: lazyRouteComponent(screens.DsmImport),
  staticData: page('marketplace', 'dsm.title'),
  loader: ({ context }) => context.runtime.api.marketplace.listSupplierProducts(),
});
