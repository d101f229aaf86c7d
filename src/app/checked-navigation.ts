import { openExternal } from '../lib/links';
import type { Runtime } from './runtime';

/** The platform's own admin, which may send the merchant to approve a charge or an install. */
const PLATFORM_ADMIN_ORIGIN = 'https://admin.shopify.com';

/** Hosts where plain http is accepted (the demo on this machine). */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The URL to follow when `url` is safe to leave for: an absolute https URL (or http on this
 * machine) without credentials, whose origin is one of `allowed`; else null. Relative URLs are
 * read against `base`.
 */
export function checkServerUrl(url: string, allowed: readonly string[], base: string): URL | null {
  let target: URL;
  try {
    target = new URL(url.trim(), base);
  } catch {
    return null;
  }
  const secure = target.protocol === 'https:' || (target.protocol === 'http:' && LOCAL_HOSTS.has(target.hostname));
  if (!secure || target.username || target.password) return null;
  return allowed.includes(target.origin) ? target : null;
}

function originOf(url: string, base: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/** Origins a server-given URL may lead to: this page, the API, the shop's admin, the platform admin and the configured admins. */
export function allowedNavigationOrigins(runtime: Pick<Runtime, 'config' | 'host' | 'session'>, base = window.location.href): string[] {
  const shop = runtime.session.getSnapshot().context.shop;
  const candidates = [
    originOf(base, base),
    originOf(runtime.config.apiBase, base),
    originOf(runtime.host.storeAdminAppUrl('/'), base),
    shop && /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(shop) ? `https://${shop}` : null,
    PLATFORM_ADMIN_ORIGIN,
    ...runtime.config.adminOrigins,
  ];
  return [...new Set(candidates.filter((origin): origin is string => !!origin && origin !== 'null'))];
}

type NavigationRuntime = Pick<Runtime, 'config' | 'host' | 'session' | 'toasts' | 'i18n'>;

/** The checked target of a server-given URL, or null after telling the merchant it was refused. */
function checkedTarget(runtime: NavigationRuntime, url: string): URL | null {
  const target = checkServerUrl(url, allowedNavigationOrigins(runtime), window.location.href);
  if (!target) {
    console.warn('Refused to follow a server-given URL that is not an allowed https address.');
    runtime.toasts.send({ type: 'toast.show', toast: { content: runtime.i18n.t('errors.unsafeLink', { ns: 'common' }), error: true } });
  }
  return target;
}

/**
 * The one way to follow a URL that came in a server answer (a login or authorisation redirect, a
 * billing confirmation): it is followed through the host only when {@link checkServerUrl} accepts it;
 * otherwise nothing happens but an error toast. Returns whether the URL was followed.
 */
export function followServerUrl(runtime: NavigationRuntime, url: string): boolean {
  const target = checkedTarget(runtime, url);
  if (!target) return false;
  runtime.host.navigateExternal(target.href);
  return true;
}

/**
 * Opens a URL that came in a server answer (the theme editor) in a new tab without opener, under the
 * same check as {@link followServerUrl}. Returns whether it was opened.
 */
export function openServerUrl(runtime: NavigationRuntime, url: string, win: Pick<Window, 'open'> = window): boolean {
  const target = checkedTarget(runtime, url);
  if (!target) return false;
  openExternal(target.href, win);
  return true;
}
