import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { STOREFRONT_WIDGETS, type StorefrontWidget } from '../contract/widgets';
import { adminRoute } from './admin.route';
import type { RouterContext } from './root.route';
import { isOneOf, page } from './route-meta';
import { screens } from './screens';
import { EditorSkeleton } from '../screens/display-widget/EditorSkeleton';
import { loadWidgetEditor } from '../screens/display-widget/widget-editor.loader';
import { sharedCall as shared } from './shared-call';
import { DisplaySkeleton } from '../screens/display/DisplaySkeleton';
import { WidgetsListSkeleton } from '../screens/widgets-list/WidgetsListSkeleton';

/** Widget editors under /display (SPEC §2): one per storefront widget. */
export const DISPLAY_WIDGETS = STOREFRONT_WIDGETS;
/** A widget editor's name. */
export type DisplayWidget = StorefrontWidget;

/** Every widget's display, read once for /display and /widgetsList when both load together. */
const loadDisplays = ({ context }: { context: RouterContext }) =>
  shared(context.runtime, 'widgetDisplay', () => context.runtime.api.widgets.getDisplay());

/** `/display`: the widgets. */
export const displayRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/display',
  component: lazyRouteComponent(screens.Display),
  pendingComponent: DisplaySkeleton,
  staticData: page('display', 'title'),
  loader: loadDisplays,
});

/** `/display/$widget`: a widget editor; another name is an unknown path (→ /404). */
export const displayWidgetRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/display/$widget',
  component: lazyRouteComponent(screens.DisplayWidget),
  pendingComponent: EditorSkeleton,
  staticData: page('display', 'title'),
  loader: ({ context }: { context: RouterContext }) => loadWidgetEditor(context.runtime),
  params: {
    parse: ({ widget }): { widget: DisplayWidget } | false => (isOneOf(DISPLAY_WIDGETS, widget) ? { widget } : false),
    stringify: ({ widget }) => ({ widget }),
  },
});

/** `/widgetsList`: the list of widgets. */
export const widgetsListRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/widgetsList',
  component: lazyRouteComponent(screens.WidgetsList),
  pendingComponent: WidgetsListSkeleton,
  staticData: page('display', 'widgetsList'),
  loader: loadDisplays,
});
