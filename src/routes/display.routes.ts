import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './admin.route';
import { isOneOf, page } from './route-meta';
import { screens } from './screens';

/** Widget editors under /display (SPEC §2). */
export const DISPLAY_WIDGETS = [
  'widget', 'rating', 'write', 'qa', 'shows', 'reviews', 'tab', 'carousel', 'referral', 'checkout', 'storeReview',
] as const;
/** A widget editor's name. */
export type DisplayWidget = (typeof DISPLAY_WIDGETS)[number];

const component = lazyRouteComponent(screens.Display);

/** `/display`: the widgets. */
export const displayRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/display',
  component,
  staticData: page('display', 'title'),
});

/** `/display/$widget`: a widget editor; another name is an unknown path (→ /404). */
export const displayWidgetRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/display/$widget',
  component,
  staticData: page('display', 'title'),
  params: {
    parse: ({ widget }): { widget: DisplayWidget } | false => (isOneOf(DISPLAY_WIDGETS, widget) ? { widget } : false),
    stringify: ({ widget }) => ({ widget }),
  },
});

/** `/widgetsList`: the list of widgets. */
export const widgetsListRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/widgetsList',
  component,
  staticData: page('display', 'widgetsList'),
});
