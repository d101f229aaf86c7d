/** Which admins may embed the app: the platform's `host` argument, allowed admin origins and framing checks. */

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

/**
 * The admin origin a decoded `host` names when it is an allowed admin: `admin.shopify.com/store/<handle>`,
 * `<shop>.myshopify.com/admin`, or any path on one of the configured origins; else null.
 */
export function allowedAdminOrigin(decoded: string | null, configured: readonly string[] = []): string | null {
  if (!decoded) return null;
  let url: URL;
  try {
    url = new URL(`https://${decoded}`);
  } catch {
    return null;
  }
  const path = url.pathname.replace(/\/$/, '');
  if (configured.includes(url.origin)) return url.origin;
  if (url.port) return null;
  if (url.hostname === 'admin.shopify.com' && /^\/store\/[a-z0-9][a-z0-9-]*$/.test(path)) return url.origin;
  if (/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(url.hostname) && path === '/admin') return url.origin;
  return null;
}

/** True when the window is inside a frame (a cross-origin parent counts). */
export function isFramed(win: Window): boolean {
  try {
    return win.top !== win.self;
  } catch {
    return true;
  }
}

/**
 * True when every window around this frame is the admin's origin, as far as the browser says
 * (`location.ancestorOrigins`, where it exists); a frame inside any other page is not the admin's.
 */
export function framedByAdmin(win: Window, adminOrigin: string): boolean {
  const ancestors = (win.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (!ancestors) return true;
  return ancestors.length > 0 && Array.from(ancestors).every((origin) => origin === adminOrigin);
}
