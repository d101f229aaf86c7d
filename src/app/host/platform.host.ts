import type { ActorRefFrom } from 'xstate';
import { usableToken, type tokenCacheMachine, type TimedToken } from '../../../machines/token/token-cache.machine';
import { createTokenCacheActor } from '../actors/token-cache.actors';
import type { Bridge } from './app-bridge';
import type { HostAdapter, HostPage, HostSaveBar } from './host.types';
import { navigationLinks } from './navigation';
import { allowedAdminOrigin, decodeHost, framedByAdmin, isFramed } from './admin-origin';
import { pageText } from '../page-text';

/** How long the admin may take to hand over a session token. */
export const SESSION_TOKEN_TIMEOUT_MS = 10_000;
/** How many times a session token is asked for before the app says the admin did not hand one over. */
const SESSION_TOKEN_ATTEMPTS = 3;
/** Wait before the second attempt; it doubles for each further one. */
const SESSION_TOKEN_BACKOFF_MS = 500;
/**
 * Test knob: a page may set `window.REVIEWS_ADMIN_SESSION_TOKEN_TIMEOUT_MS` (a positive number of ms)
 * before the bundle starts to shorten the wait for each token request. The browser tests use it so a
 * dropped request costs a second instead of ten; nothing in the app or the demo sets it.
 */
const TIMEOUT_KNOB = 'REVIEWS_ADMIN_SESSION_TOKEN_TIMEOUT_MS';
/** Query arguments the platform adds to the app's URL: kept in the frame's address, never part of an in-app location. */
const PLATFORM_PARAMS = ['shop', 'host', 'embedded'] as const;
/** Public error pages: they never become the admin's address. */
const ERROR_PAGES = ['/400', '/404'];
/** Lifetime assumed for a session token that does not say when it expires. */
const DEFAULT_TOKEN_TTL_MS = 60_000;
/** Where the platform admin shows this app, below the admin root. */
export const ADMIN_APP_PATH = '/apps/reviews';

/** Rejects with `message` when the promise has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(error instanceof Error ? error : new Error(String(error))); },
    );
  });
}

/** Resolves after `ms`. */
function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The platform's message when every session-token attempt failed (the page shows its own translated text). */
export const SESSION_MISSING_MESSAGE = 'The store admin did not hand over a session.';

/** {@link SESSION_MISSING_MESSAGE} in the interface language. */
const sessionMissingText = () => pageText('errors.sessionMissing', SESSION_MISSING_MESSAGE);

/** The session-token timeout for this page (the test knob, else {@link SESSION_TOKEN_TIMEOUT_MS}). */
function tokenTimeout(win: Window): number {
  const knob = (win as Window & Record<string, unknown>)[TIMEOUT_KNOB];
  return typeof knob === 'number' && knob > 0 ? knob : SESSION_TOKEN_TIMEOUT_MS;
}

/** Calls `attempt` until it succeeds, at most `attempts` times, waiting `backoffMs`, then twice that, … in between. */
export async function withRetries<T>(attempt: () => Promise<T>, attempts: number, backoffMs: number): Promise<T> {
  let lastError: unknown = null;
  for (let n = 0; n < attempts; n += 1) {
    if (n > 0) await sleep(backoffMs * 2 ** (n - 1));
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/** An in-app location (path and query) without the platform's own arguments. */
export function inAppLocation(location: string): string {
  const url = new URL(location, 'https://app.invalid');
  for (const p of PLATFORM_PARAMS) url.searchParams.delete(p);
  return url.pathname + url.search + url.hash;
}

/** A token with its expiry read from the JWT `exp` (or the platform's one minute when absent). */
export function timedToken(token: string, now = Date.now()): TimedToken {
  try {
    const part = token.split('.')[1] ?? '';
    const exp = (JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }).exp;
    if (typeof exp === 'number') return { token, expiresAt: exp * 1000 };
  } catch {
    /* not a JWT: assume the usual lifetime */
  }
  return { token, expiresAt: now + DEFAULT_TOKEN_TTL_MS };
}

/** Asks the token cache for a usable token: the cached one, or the next fetch's. */
export function requestToken(cache: ActorRefFrom<typeof tokenCacheMachine>): Promise<string> {
  cache.send({ type: 'token.request' });
  return new Promise((resolve, reject) => {
    let done = false;
    const settle = (snap: ReturnType<typeof cache.getSnapshot>): void => {
      if (done || snap.matches('fetching')) return;
      done = true;
      const token = usableToken(snap.context);
      if (token) resolve(token);
      else reject(new Error(snap.context.error ?? pageText('errors.sessionExpired', 'The store admin handed over a session that has expired.')));
      queueMicrotask(() => sub.unsubscribe());
    };
    const sub = cache.subscribe(settle);
    settle(cache.getSnapshot());
  });
}

/** The newer CDN global's id token, when the page has it. */
function globalIdToken(win: Window): (() => Promise<string>) | null {
  const shopify = (win as Window & { shopify?: { idToken?: unknown } }).shopify;
  const idToken = shopify?.idToken;
  return typeof idToken === 'function' ? () => Promise.resolve((idToken as () => Promise<string>).call(shopify)) : null;
}

/** The platform admin host: the app in the admin's iframe, App Bridge once the admin is known to be allowed. */
export function platformHost(win: Window = window): HostAdapter {
  const params = new URLSearchParams(win.location.search);
  const hostParam = params.get('host');
  const adminPath = decodeHost(hostParam);
  let adminOrigin = allowedAdminOrigin(adminPath);
  let bridge: Promise<Bridge> | null = null;
  const withBridge = (use: (b: Bridge) => void): void => {
    if (bridge) void bridge.then(use, () => undefined);
  };
  let location = inAppLocation(win.location.pathname + win.location.search);
  let connected = false;
  let sessionMissing = false;
  /** The platform's arguments as the admin gave them, kept in the frame's address after in-app navigations. */
  const platformArgs: [string, string][] = [];
  for (const name of PLATFORM_PARAMS) {
    const value = params.get(name);
    if (value !== null) platformArgs.push([name, value]);
  }

  const adapter: HostAdapter = {
    mode: 'platform',
    embedded: true,
    missingHost: !hostParam,
    persistsToken: false,
    hasAppBridge: false,
    initialToken: null,
    storeAdminAppUrl: (path) => (adminOrigin && adminPath ? `https://${adminPath}${ADMIN_APP_PATH}${path}` : path),
    navigateExternal(url) {
      const target = new URL(url, win.location.href);
      if (target.protocol !== 'https:' && target.protocol !== 'http:') return;
      if (bridge && adminOrigin && target.origin === adminOrigin) {
        const base = new URL(`https://${adminPath}`).pathname.replace(/\/$/, '');
        const inAdmin = target.pathname.startsWith(`${base}/`) ? target.pathname.slice(base.length) : target.pathname;
        withBridge((b) => b.toAdminPath(inAdmin + target.search));
      } else if (target.origin === win.location.origin) {
        win.location.assign(target.href);
      } else if (bridge) {
        withBridge((b) => b.toRemote(target.href));
      } else {
        win.open(target.href, '_blank', 'noopener,noreferrer');
      }
    },
    connect(page) {
      if (connected) return;
      connected = true;
      adminOrigin = allowedAdminOrigin(adminPath, page.adminOrigins);
      if (adminOrigin && isFramed(win) && !framedByAdmin(win, adminOrigin)) adminOrigin = null;
      if (!hostParam) return;
      if (!adminOrigin || !isFramed(win)) {
        // A host that is not an allowed admin, a page framing us that is not that admin (or a page that is not framed): no App Bridge, nothing leaves the app.
        if (isFramed(win)) adapter.missingHost = true;
        return;
      }
      startBridge(page, hostParam);
    },
  };

  function startBridge(page: HostPage, host: string): void {
    bridge = import('./app-bridge').then(({ createBridge }) => createBridge({ apiKey: page.apiKey, host }));
    const idToken = globalIdToken(win);
    const timeoutMs = tokenTimeout(win);
    const fetchOnce = (): Promise<string> =>
      idToken
        ? withTimeout(idToken(), timeoutMs, sessionMissingText())
        : bridge!.then((b) => b.sessionToken(timeoutMs));
    const tokens = createTokenCacheActor(async () => {
      try {
        const token = await withRetries(fetchOnce, SESSION_TOKEN_ATTEMPTS, SESSION_TOKEN_BACKOFF_MS);
        sessionMissing = false;
        return timedToken(token);
      } catch {
        sessionMissing = true;
        throw new Error(sessionMissingText());
      }
    });
    adapter.hasAppBridge = true;
    adapter.bridgeToken = () => requestToken(tokens);
    // A failed background refresh leaves the session in place while the old token is still good.
    adapter.sessionMissing = () => sessionMissing && usableToken(tokens.getSnapshot().context) === null;
    adapter.retrySession = () => requestToken(tokens).then(() => true, () => false);
    adapter.pickResources = (options) => bridge!.then((b) => b.pickResources(options));
    adapter.saveBar = (handlers) => lazySaveBar(handlers);
    adapter.locationChanged = (next) => {
      keepPlatformArgs();
      const clean = inAppLocation(next);
      // An error page stays in the app: the admin keeps the last good location, so reloading it reopens a working page.
      if (ERROR_PAGES.includes(clean.split(/[?#]/)[0] ?? '')) return;
      location = clean;
      withBridge((b) => b.replaceLocation(clean));
      sendMenu();
    };
    adapter.onNavigate = (listener) => {
      let off: (() => void) | null = null;
      let stopped = false;
      withBridge((b) => {
        if (!stopped) off = b.onAppRedirect(listener);
      });
      return () => {
        stopped = true;
        off?.();
      };
    };

    let sentMenu = '';
    const sendMenu = (): void => {
      if (!page.i18n.hasLoadedNamespace('common')) return;
      const links = navigationLinks(page.i18n.getFixedT(page.i18n.language), page.instagram?.shown() ?? false);
      const key = JSON.stringify([links, location]);
      if (key === sentMenu) return;
      sentMenu = key;
      withBridge((b) => b.setMenu(links, location));
    };
    page.i18n.on('languageChanged', sendMenu);
    page.i18n.on('loaded', sendMenu);
    page.i18n.on('initialized', sendMenu);
    page.instagram?.subscribe(sendMenu);
    sendMenu();
  }

  /**
   * Puts the platform's arguments back into the frame's address after an in-app navigation dropped
   * them, so reloading the frame alone still opens the embedded app (the router ignores them).
   */
  function keepPlatformArgs(): void {
    const url = new URL(win.location.href);
    let changed = false;
    for (const [name, value] of platformArgs) {
      if (url.searchParams.get(name) !== value) {
        url.searchParams.set(name, value);
        changed = true;
      }
    }
    if (changed) win.history.replaceState(win.history.state, '', url.href);
  }

  /** A save bar usable at once; its App Bridge half arrives with the bridge. */
  function lazySaveBar(handlers: { onSave(): void; onDiscard(): void }): HostSaveBar {
    let real: HostSaveBar | null = null;
    let last: Parameters<HostSaveBar['update']>[0] | null = null;
    let destroyed = false;
    withBridge((b) => {
      if (destroyed) return;
      real = b.saveBar(handlers);
      if (last) real.update(last);
    });
    return {
      update(state) {
        last = state;
        real?.update(state);
      },
      destroy() {
        destroyed = true;
        real?.destroy();
      },
    };
  }

  return adapter;
}
