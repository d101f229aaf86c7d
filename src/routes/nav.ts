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

/** Where a nav item leads: its path and query (`/plan?source=navigation`). */
export function navHref(item: NavItem): string {
  return item.path + toQueryString(item.search);
}

/** True when the nav item is the current section (its path or a sub-path of it). */
export function isNavActive(item: NavItem, pathname: string): boolean {
  if (item.path === '/') return pathname === '/';
  return pathname === item.path || pathname.startsWith(item.path + '/');
}
