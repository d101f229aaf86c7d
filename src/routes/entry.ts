import type { ComponentType, ReactElement } from 'react';
import type { Runtime } from '../app/runtime';

/** Translation namespaces, one per domain. */
export type Namespace =
  | 'common' | 'auth' | 'dashboard' | 'display' | 'reviews' | 'collect' | 'settings' | 'guide'
  | 'import' | 'marketplace' | 'integrations' | 'plan' | 'recommended' | 'public';

/** A lazily loaded screen module. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** One entry of the menu list: a route of SPEC §2 and what the shell needs to know of it. */
export interface RouteEntry {
  /** Path pattern; `$name` is a parameter segment. */
  path: string;
  /** The screen module. Routes of one screen share a loader (one chunk). */
  screen?: ScreenLoader;
  /** A screen in the main bundle instead (pages that must show while the network is down). */
  component?: () => ReactElement;
  /** Namespace of the screen's texts (its title key lives there). */
  ns: Namespace;
  /** Key of the page title inside `ns`. */
  titleKey: string;
  /** Needs a session (default true). */
  auth?: boolean;
  /** The admin shell (default) or a bare public page. */
  layout?: 'admin' | 'public';
  /** Allowed values of parameter segments; anything else is an unknown path. */
  params?: Record<string, readonly string[]>;
  /** Typed search params of the route. */
  validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>;
  /** Loads the screen's data before it shows (re-run when `loaderDeps` change). */
  loader?: (args: { runtime: Runtime; deps: Record<string, unknown> }) => Promise<unknown>;
  /** Which search params the loader depends on. */
  loaderDeps?: (search: Record<string, unknown>) => Record<string, unknown>;
}

/** Reads an optional string search param. */
export function optionalString(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** A sub-page entry of a section: `/<section>/<sub>` on the section's screen and namespace. */
export function subPage(section: string, screen: ScreenLoader, ns: Namespace) {
  return (sub: string, titleKey: string): RouteEntry => ({ path: `/${section}/${sub}`, screen, ns, titleKey });
}
