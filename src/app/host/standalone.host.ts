import type { HostAdapter } from './host.types';

/** The standalone host: our own login, token kept by us in local storage. */
export function standaloneHost(win: Window = window): HostAdapter {
  return {
    mode: 'standalone',
    embedded: false,
    missingHost: false,
    persistsToken: true,
    hasAppBridge: false,
    initialToken: null,
    storeAdminAppUrl: (path) => new URL(path, win.location.origin).href,
    navigateExternal: (url) => win.location.assign(url),
  };
}
