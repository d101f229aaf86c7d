import createApp, { type ClientApplication } from '@shopify/app-bridge';
import * as ContextualSaveBar from '@shopify/app-bridge/actions/ContextualSaveBar';
import * as AppLink from '@shopify/app-bridge/actions/Link/AppLink';
import * as NavigationMenu from '@shopify/app-bridge/actions/Menu/NavigationMenu';
import * as History from '@shopify/app-bridge/actions/Navigation/History';
import * as Redirect from '@shopify/app-bridge/actions/Navigation/Redirect';
import { getSessionToken } from '@shopify/app-bridge/utilities/session-token';
import type { HostSaveBar, HostSaveBarState } from './host.types';
import type { NavigationLink } from './navigation';

/** What App Bridge needs: the app's key and the platform's base64 `host` argument. */
export interface BridgeConfig {
  apiKey: string;
  host: string;
}

/** The App Bridge calls the platform host makes (loaded only inside an allowed admin). */
export interface Bridge {
  /** A fresh session token from the admin (no timeout here; the caller adds one). */
  sessionToken(): Promise<string>;
  /** Sends the navigation menu; `active` is the current in-app location. */
  setMenu(links: readonly NavigationLink[], active: string): void;
  /** App Bridge's contextual save bar, wired to the given handlers. */
  saveBar(handlers: { onSave(): void; onDiscard(): void }): HostSaveBar;
  /** Opens a path of the admin (relative to its root, e.g. `/apps/reviews/plan`). */
  toAdminPath(path: string): void;
  /** Opens a URL outside the admin (in a new tab). */
  toRemote(url: string): void;
  /** Tells the admin which in-app location is showing. */
  replaceLocation(location: string): void;
  /** Listens for the admin asking the app to show a location; returns the unsubscribe. */
  onAppRedirect(listener: (location: string) => void): () => void;
}

/** The menu item whose destination is the current section, if any. */
function activeLink(links: readonly NavigationLink[], location: string): NavigationLink | undefined {
  const path = location.split('?')[0] ?? '/';
  return links.find((l) => {
    const target = l.destination.split('?')[0] ?? '';
    return target !== '/' && (path === target || path.startsWith(`${target}/`));
  });
}

/**
 * Creates the App Bridge v3 client. `forceRedirect` is off: the caller has already checked that the
 * page is framed by an allowed admin, and the app never sends the top window anywhere by itself.
 */
export function createBridge(config: BridgeConfig): Bridge {
  const app: ClientApplication = createApp({ apiKey: config.apiKey, host: config.host, forceRedirect: false });
  const redirect = Redirect.create(app);
  const history = History.create(app);
  let menu: NavigationMenu.NavigationMenu | null = null;

  return {
    sessionToken: () => getSessionToken(app),
    setMenu(links, active) {
      const items = links.map((l) => AppLink.create(app, { label: l.label, destination: l.destination }));
      const current = activeLink(links, active);
      const activeItem = current ? items[links.indexOf(current)] : undefined;
      if (menu) menu.set({ items, active: activeItem });
      else menu = NavigationMenu.create(app, { items, active: activeItem });
    },
    saveBar(handlers) {
      const bar = ContextualSaveBar.create(app, { leaveConfirmationDisable: false });
      const offSave = bar.subscribe(ContextualSaveBar.Action.SAVE, () => handlers.onSave());
      const offDiscard = bar.subscribe(ContextualSaveBar.Action.DISCARD, () => handlers.onDiscard());
      let shown = false;
      return {
        update(state: HostSaveBarState) {
          bar.set({ saveAction: { loading: state.saving, disabled: !state.dirty }, discardAction: { disabled: state.saving } }, shown && state.visible);
          if (state.visible !== shown) bar.dispatch(state.visible ? ContextualSaveBar.Action.SHOW : ContextualSaveBar.Action.HIDE);
          shown = state.visible;
        },
        destroy() {
          if (shown) bar.dispatch(ContextualSaveBar.Action.HIDE);
          shown = false;
          offSave();
          offDiscard();
        },
      };
    },
    toAdminPath: (path) => void redirect.dispatch(Redirect.Action.ADMIN_PATH, path),
    toRemote: (url) => void redirect.dispatch(Redirect.Action.REMOTE, { url, newContext: true }),
    replaceLocation: (location) => void history.dispatch(History.Action.REPLACE, location),
    onAppRedirect: (listener) =>
      app.subscribe(Redirect.Action.APP, (payload: { path?: unknown }) => {
        if (typeof payload?.path === 'string' && payload.path.startsWith('/') && !payload.path.startsWith('//')) listener(payload.path);
      }),
  };
}
