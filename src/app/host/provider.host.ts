import type { HostAdapter } from './host.types';

/** Reads the global token and shop domain the second host puts in the window name. */
export function readWindowName(name: string): { token: string; shop: string } | null {
  if (!name.trim()) return null;
  try {
    const value = JSON.parse(name) as { token?: unknown; shop?: unknown; shopDomain?: unknown };
    const shop = typeof value.shop === 'string' ? value.shop : typeof value.shopDomain === 'string' ? value.shopDomain : '';
    if (typeof value.token === 'string' && value.token && shop) return { token: value.token, shop };
  } catch {
    /* fall through */
  }
  throw new Error('Window name format mismatch: expected the global token and shop domain');
}

/** The token the second host handed over through the window name (kept for the page's later runtimes). */
let handedOver: { token: string; shop: string } | null = null;

/**
 * Reads the second host's token from the window name once and clears the name, so that nothing
 * later loaded in this window (or a page it navigates to) can read or reuse it.
 */
export function takeWindowNameToken(win: Window): { token: string; shop: string } | null {
  if (win.name.trim()) {
    try {
      handedOver = readWindowName(win.name);
    } catch (error) {
      console.warn(error instanceof Error ? error.message : error);
    }
    win.name = '';
  }
  return handedOver;
}

/** The second host's admin page, which loads the bundle with a script tag. */
export function providerHost(win: Window = window): HostAdapter {
  const initialToken = takeWindowNameToken(win);
  return {
    mode: 'provider',
    embedded: false,
    missingHost: false,
    persistsToken: false,
    hasAppBridge: false,
    initialToken,
    storeAdminAppUrl: (path) => new URL(path, win.location.origin).href,
    navigateExternal: (url) => win.location.assign(url),
  };
}
