import type { HostAdapter } from './host.types';

/** Decodes the platform's base64 `host` argument (`admin.example.com/store/x`); null when unreadable. */
export function decodeHost(host: string | null): string | null {
  if (!host) return null;
  try {
    const text = atob(host.replace(/-/g, '+').replace(/_/g, '/'));
    return /^[\w.-]+(:\d+)?(\/[\w./-]*)?$/.test(text) ? text : null;
  } catch {
    return null;
  }
}

/** The platform admin host (the app in the admin's iframe). App Bridge arrives with the hosts work. */
export function platformHost(win: Window = window): HostAdapter {
  const params = new URLSearchParams(win.location.search);
  const adminPath = decodeHost(params.get('host'));
  return {
    mode: 'platform',
    embedded: true,
    missingHost: !params.get('host'),
    persistsToken: false,
    hasAppBridge: false,
    initialToken: null,
    storeAdminAppUrl: (path) => (adminPath ? `https://${adminPath}/apps/reviews${path}` : path),
    navigateExternal: (url) => {
      try {
        (win.top ?? win).location.assign(url);
      } catch {
        win.open(url, '_top');
      }
    },
  };
}
