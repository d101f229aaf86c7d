import { createRoute, type lazyRouteComponent } from '@tanstack/react-router';
import { AdminLayout } from '../ui/AdminLayout';
import { enterLayout, rootRoute } from './root.route';
import { page, type Namespace } from './route-meta';

/**
 * The admin layout (shell, top bar, footer, save bar) of every page that needs a session.
 * Its `beforeLoad` is the login guard; a page that may show starts the startup calls.
 */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_admin',
  component: AdminLayout,
  beforeLoad: ({ location, context: { runtime }, matches }) => {
    enterLayout({ location, runtime, ns: matches[matches.length - 1]?.staticData.ns }, true);
    runtime.startup.send({ type: 'startup.start' });
  },
});

/** The component of a route: a lazily loaded screen (one chunk per screen). */
export type ScreenComponent = ReturnType<typeof lazyRouteComponent>;

/** A page of the admin layout with no search params and no loader: its path, screen and title. */
export function adminPage<TPath extends string>(path: TPath, component: ScreenComponent, ns: Namespace, titleKey: string) {
  return createRoute({ getParentRoute: () => adminRoute, path, component, staticData: page(ns, titleKey) });
}
