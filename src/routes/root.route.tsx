import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import type { Runtime } from '../app/runtime';
import { decideGuard } from './guard';
import type { Namespace } from './route-meta';
import { parseSearch } from './search-string';

/** What every route can reach. */
export interface RouterContext {
  runtime: Runtime;
}

/** The root of the tree: the admin layout and the public pages hang below it. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });

/** What a layout route knows when a page of it is entered. */
export interface LayoutEntry {
  location: { pathname: string; searchStr: string };
  runtime: Runtime;
  /** The namespace of the page being entered (its deepest match). */
  ns: Namespace | undefined;
}

/**
 * Runs the guard for a page of a layout (`needsAuth`: the admin pages), redirecting when it
 * says so; otherwise loads the page's texts.
 */
export function enterLayout({ location, runtime, ns }: LayoutEntry, needsAuth: boolean): void {
  const decision = decideGuard({
    pathname: location.pathname,
    search: parseSearch(location.searchStr),
    needsAuth,
    hasToken: runtime.hasToken(),
    embedded: runtime.host.embedded,
  });
  if (decision.type === 'redirect') {
    throw decision.to === '/auth'
      ? redirect({ to: '/auth', search: decision.search, replace: true })
      : redirect({ to: '/login', replace: true });
  }
  void runtime.i18n.loadNamespaces(ns ? ['common', ns] : ['common']);
}
