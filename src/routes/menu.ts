import { adminRoutes } from './admin.routes';
import { collectRoutes } from './collect.routes';
import type { RouteEntry } from './entry';
import { publicRoutes } from './public.routes';
import { settingsRoutes } from './settings.routes';

/** A main navigation item (SPEC §2, in order). */
export interface NavItem {
  path: string;
  search?: Record<string, string>;
  /** Key in the common namespace. */
  labelKey: string;
}

/** The main navigation, in order. */
export const MAIN_NAV: readonly NavItem[] = [
  { path: '/', labelKey: 'nav.dashboard' },
  { path: '/display', labelKey: 'nav.widgets' },
  { path: '/reviewList', labelKey: 'nav.reviews' },
  { path: '/collect', labelKey: 'nav.collect' },
  { path: '/import', labelKey: 'nav.import' },
  { path: '/integrations', labelKey: 'nav.integrations' },
  { path: '/settings', labelKey: 'nav.settings' },
  { path: '/plan', search: { source: 'navigation' }, labelKey: 'nav.plan' },
  { path: '/recommended', labelKey: 'nav.recommended' },
];

/** Every route of the product: the list the guard matches paths against. */
export const MENU_LIST: readonly RouteEntry[] = [...adminRoutes, ...collectRoutes, ...settingsRoutes, ...publicRoutes];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The menu entry a pathname resolves to, or null for an unknown path. */
export function matchMenu(pathname: string, list: readonly RouteEntry[] = MENU_LIST): RouteEntry | null {
  const parts = segments(pathname);
  for (const entry of list) {
    const pattern = segments(entry.path);
    if (pattern.length !== parts.length) continue;
    const ok = pattern.every((seg, i) => {
      const part = parts[i] ?? '';
      if (!seg.startsWith('$')) return seg === part;
      const allowed = entry.params?.[seg.slice(1)];
      return part !== '' && (!allowed || allowed.includes(decodeURIComponent(part)));
    });
    if (ok) return entry;
  }
  return null;
}

/** True when the nav item is the current section (its path or a sub-path of it). */
export function isNavActive(item: NavItem, pathname: string): boolean {
  if (item.path === '/') return pathname === '/';
  return pathname === item.path || pathname.startsWith(item.path + '/');
}
