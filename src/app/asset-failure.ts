import { storageGet, storageSet } from '../lib/storage';
import type { HostAdapter } from './host/host.types';

/** True for the errors browsers give when a lazy chunk cannot be loaded (a deploy replaced it, the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError|Loading chunk .* failed|Unable to preload CSS/i.test(message);
}

/**
 * A chunk or the stylesheet failed to load: go to the store admin app page for the path, which
 * loads the current build. Once a minute per path at most, so a broken build cannot loop.
 * Returns false when it already tried (the caller shows the error instead).
 */
export function recoverFromAssetFailure(runtime: { host: Pick<HostAdapter, 'navigateExternal' | 'storeAdminAppUrl'> }, path: string): boolean {
  const key = `assetRetry_${path}`;
  if (storageGet(key, { session: true })) return false;
  storageSet(key, 1, { session: true, expiresInS: 60 });
  runtime.host.navigateExternal(runtime.host.storeAdminAppUrl(path));
  return true;
}

/** Event a stylesheet link dispatches on the window when it fails to load. */
export const ASSET_FAILURE_EVENT = 'reviews-admin-asset-failure';
