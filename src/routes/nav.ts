import { toQueryString } from '../api/query';

/*
 * The main navigation. It imports no route and no screen, so the host adapters (the embedded
 * navigation menu) can use it without pulling in the route tree. A type test checks that every
 * path is a route of the tree.
 */

/** A main navigation item (SPEC §2, in order). */
export interface NavItem {
  path: string;
  search?: Readonly<Record<string, string>>;
  /** Key in the common namespace. */
  labelKey: string;
}

/** The main navigation, in order. */
export const MAIN_NAV = [
  { path: '/', labelKey: 'nav.dashboard' },
  { path: '/display', labelKey: 'nav.widgets' },
  { path: '/reviewList', labelKey: 'nav.reviews' },
  { path: '/collect', labelKey: 'nav.collect' },
  { path: '/import', labelKey: 'nav.import' },
  { path: '/integrations', labelKey: 'nav.integrations' },
  { path: '/settings', labelKey: 'nav.settings' },
  { path: '/plan', search: { source: 'navigation' }, labelKey: 'nav.plan' },
  { path: '/recommended', labelKey: 'nav.recommended' },
] as const satisfies readonly NavItem[];

/** The Instagram feed's entry, shown after Integrations when the shop's `is_show_instagram` is 1. */
export const INSTAGRAM_NAV = { path: '/instagram', labelKey: 'nav.instagram' } as const satisfies NavItem;

/** The navigation of a shop: the main navigation, with /instagram when its config asks for it. */
export function shopNav(showInstagram: boolean): readonly NavItem[] {
  if (!showInstagram) return MAIN_NAV;
  const at = MAIN_NAV.findIndex((item) => item.path === '/integrations') + 1;
  return [...MAIN_NAV.slice(0, at), INSTAGRAM_NAV, ...MAIN_NAV.slice(at)];
}

/** Where a nav item leads: its path and query (`/plan?source=navigation`). */
export function navHref(item: NavItem): string {
  return item.path + toQueryString(item.search);
}

/** True when the nav item is the current section (its path or a sub-path of it). */
export function isNavActive(item: NavItem, pathname: string): boolean {
  if (item.path === '/') return pathname === '/';
  return pathname === item.path || pathname.startsWith(item.path + '/');
}
