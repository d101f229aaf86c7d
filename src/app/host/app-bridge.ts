import createApp, { type ClientApplication } from '@shopify/app-bridge';
import * as ContextualSaveBar from '@shopify/app-bridge/actions/ContextualSaveBar';
import * as AppLink from '@shopify/app-bridge/actions/Link/AppLink';
import * as NavigationMenu from '@shopify/app-bridge/actions/Menu/NavigationMenu';
import * as History from '@shopify/app-bridge/actions/Navigation/History';
import * as Redirect from '@shopify/app-bridge/actions/Navigation/Redirect';
import * as ResourcePicker from '@shopify/app-bridge/actions/ResourcePicker';
import * as SessionToken from '@shopify/app-bridge/actions/SessionToken';
import type { PickerOptions, PickerResult } from '../../../machines/resource-picker/resource-picker.types';
import type { HostSaveBar, HostSaveBarState } from './host.types';
import type { NavigationLink } from './navigation';
import { pageText } from '../page-text';

/** What App Bridge needs: the app's key and the platform's base64 `host` argument. */
export interface BridgeConfig {
  apiKey: string;
  host: string;
}

/** The App Bridge calls the platform host makes (loaded only inside an allowed admin). */
export interface Bridge {
  /**
   * Asks the admin for a fresh session token. The request listens for the admin's answer only until
   * it is answered or `timeoutMs` has passed, so a later answer reaches the next request.
   */
  sessionToken(timeoutMs: number): Promise<string>;
  /** Opens the admin's own resource picker; resolves with the selection, or null on Cancel. */
  pickResources(options: PickerOptions): Promise<PickerResult | null>;
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

/** Why a session-token request failed: no answer in time, or an answer without a token. */
export class SessionTokenError extends Error {
  override readonly name = 'SessionTokenError';
  constructor(readonly reason: 'timeout' | 'refused') {
    super(
      reason === 'timeout'
        ? pageText('errors.sessionTimeout', 'The store admin did not answer the request for a session.')
        : pageText('errors.sessionRefused', 'The store admin answered without a session.'),
    );
  }
}

/** One session-token request: subscribes to the answer, sends the request, and always releases the subscription. */
export function requestSessionToken(app: ClientApplication, timeoutMs: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let off: (() => void) | null = null;
    const timer = setTimeout(() => {
      off?.();
      reject(new SessionTokenError('timeout'));
    }, timeoutMs);
    off = app.subscribe(SessionToken.Action.RESPOND, (payload: { sessionToken?: unknown } | undefined) => {
      clearTimeout(timer);
      off?.();
      const token = payload?.sessionToken;
      if (typeof token === 'string' && token) resolve(token);
      else reject(new SessionTokenError('refused'));
    });
    app.dispatch(SessionToken.request());
  });
}

type BridgeSelection = { id?: unknown; title?: unknown; images?: unknown; image?: unknown; variants?: unknown; hasOnlyDefaultVariant?: unknown; productsCount?: unknown };
type BridgeImage = { id?: unknown; altText?: unknown; originalSrc?: unknown } | null | undefined;
type BridgeVariant = { id?: unknown; title?: unknown; price?: unknown; inventoryQuantity?: unknown };

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** Maps the admin picker's selection (platform GraphQL shapes) to what our own picker returns. */
export function fromBridgeSelection(options: PickerOptions, selection: readonly unknown[]): PickerResult {
  const items = selection
    .filter((s): s is BridgeSelection => !!s && typeof s === 'object' && typeof (s as BridgeSelection).id === 'string')
    .map((s): PickerResult['items'][number] => {
      if (options.type === 'collection') {
        const image = s.image as BridgeImage;
        return {
          id: text(s.id),
          title: text(s.title),
          image: image && typeof image.originalSrc === 'string' ? { url: image.originalSrc, altText: text(image.altText) } : null,
          products_count: typeof s.productsCount === 'number' ? s.productsCount : 0,
        };
      }
      const images = Array.isArray(s.images) ? (s.images as BridgeImage[]) : [];
      const first = images[0];
      const variants = (Array.isArray(s.variants) ? (s.variants as BridgeVariant[]) : []).filter((v) => v && typeof v.id === 'string');
      return {
        id: text(s.id),
        title: text(s.title),
        featured_media: first && typeof first.originalSrc === 'string' ? { src: first.originalSrc, altText: text(first.altText), id: text(first.id) } : null,
        variants: variants.map((v) => ({ id: text(v.id), title: text(v.title), price: text(v.price), inventory_quantity: typeof v.inventoryQuantity === 'number' ? v.inventoryQuantity : 0 })),
        total_variants: variants.length,
        has_only_default_variant: typeof s.hasOnlyDefaultVariant === 'boolean' ? s.hasOnlyDefaultVariant : variants.length <= 1,
        selected: true,
      };
    });
  return { type: options.type, ...(options.action !== undefined ? { action: options.action } : {}), items };
}

/** Opens App Bridge's resource picker once and settles on Select or Cancel. */
function openBridgePicker(app: ClientApplication, options: PickerOptions): Promise<PickerResult | null> {
  const resourceType = options.type === 'collection' ? ResourcePicker.ResourceType.Collection : ResourcePicker.ResourceType.Product;
  const picker = ResourcePicker.create(app, {
    resourceType,
    options: {
      selectMultiple: options.multiple ?? true,
      initialSelectionIds: (options.selectionIds ?? []).map((s) => (s.variants ? { id: s.id, variants: s.variants.map((v) => ({ id: v.id })) } : { id: s.id })),
      ...(options.type === 'product' ? { showArchived: !!options.filter?.archived, showDraft: !!options.filter?.draft } : {}),
    },
  });
  return new Promise((resolve) => {
    const finish = (result: PickerResult | null): void => {
      picker.unsubscribe();
      resolve(result);
    };
    picker.subscribe(ResourcePicker.Action.SELECT, (payload: { selection?: unknown }) =>
      finish(fromBridgeSelection(options, Array.isArray(payload?.selection) ? (payload.selection as unknown[]) : [])),
    );
    picker.subscribe(ResourcePicker.Action.CANCEL, () => finish(null));
    picker.dispatch(ResourcePicker.Action.OPEN);
  });
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
    sessionToken: (timeoutMs) => requestSessionToken(app, timeoutMs),
    pickResources: (options) => openBridgePicker(app, options),
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
