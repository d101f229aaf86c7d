import type { i18n as I18n } from 'i18next';
import { createActor, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '../../machines/auth/session.machine';
import type { discountMachine } from '../../machines/discount/discount.machine';
import type { resourcePickerMachine } from '../../machines/resource-picker/resource-picker.machine';
import type { PickerOptions, PickerResult } from '../../machines/resource-picker/resource-picker.types';
import type { startupMachine } from '../../machines/startup/startup.machine';
import { bannersMachine } from '../../machines/ui/banners.machine';
import { loadingOverlayMachine } from '../../machines/ui/loading-overlay.machine';
import { toastsMachine } from '../../machines/ui/toasts.machine';
import { createApi, type Api } from '../api';
import { resolveBearer } from '../api/bearer';
import type { ApiError } from '../api/errors';
import { createHttpClient } from '../api/http';
import { createStoreClient } from '../api/store.api';
import { languageToId, resolveLanguage } from '../lib/languages';
import type { LanguageCode } from '../contract/constants';
import { afterMark, PERF_MARKS } from '../lib/perf-marks';
import { scopeStorageToSession, storageGet, storageSet } from '../lib/storage';
import { loadMoreStyles } from '../ui/more-styles';
import { loadPolarisTranslations } from '../ui/polaris-translations';
import { emit, type ReviewsAdminEventMap } from './public-events';
import { AppEvents } from './app-events';
import { removeDocumentStylesheet } from './assets';
import { ASSET_FAILURE_EVENT, recoverFromAssetFailure } from './asset-failure';
import { disagreeingAttributes, resolveConfig, type AppConfig, type ConfigAttributes } from './config';
import { createHost, type HostAdapter } from './host';
import { createParentChannel, type ParentChannel } from './host/parent-channel';
import { snapshotHostPage, undoPolarisWrites } from './host-page';
import { createI18n } from './i18n';
import { createDiscountActor } from './actors/discount.actors';
import { createPickerActor } from './actors/resource-picker.actors';
import { createStartupActor } from './actors/startup.actors';
import { clearStoredSession, loadStoredSession, storeSession } from './stored-session';
import { createTokenRenewal, type TokenRenewal } from './token-renewal';
import { createPickerSlots, type PickerSlots } from './picker-slots';

/** The app-wide actors and services of one page, shared by every element on it. */
export interface Runtime {
  config: AppConfig;
  host: HostAdapter;
  api: Api;
  i18n: I18n;
  events: AppEvents;
  /** Messages with the host window (second host). */
  parent: ParentChannel;
  session: ActorRefFrom<typeof sessionMachine>;
  startup: ActorRefFrom<typeof startupMachine>;
  toasts: ActorRefFrom<typeof toastsMachine>;
  banners: ActorRefFrom<typeof bannersMachine>;
  loading: ActorRefFrom<typeof loadingOverlayMachine>;
  discount: ActorRefFrom<typeof discountMachine>;
  picker: ActorRefFrom<typeof resourcePickerMachine>;
  /** The current in-app path (kept by the router). */
  path: { current: string };
  /** Opens the resource picker (shown by `opener`'s slot when given); resolves with the selection, or null on Cancel. */
  pickResources(options: PickerOptions, opener?: object): Promise<PickerResult | null>;
  /** The elements that can show the picker's dialog; one of them shows it. */
  pickerSlots: PickerSlots;
  /** Listens for errors after which the app shows /400; returns the unsubscribe. */
  onFatal(listener: (error: ApiError) => void): () => void;
  /** True when a session token is available. */
  hasToken(): boolean;
  /** Sets the UI language and saves it as the shop's backend_lang. */
  changeLanguage(code: LanguageCode): Promise<void>;
  /** Dispatches a public event on every mounted element. */
  emitPublic<K extends keyof ReviewsAdminEventMap>(type: K, detail: ReviewsAdminEventMap[K]): void;
  /** Takes a fresh session token from the host page: calls waiting for one are retried with it. */
  setToken(token: string): void;
  /** The wait for a fresh token after an expiry (one at a time, shared by every call). */
  renewal: TokenRenewal;
  /** Registers a mounted element (its container gets the public events); the returned function releases it. */
  retain(container?: HTMLElement): () => void;
}

/** How long the discount offer waits for the first screen's data before it is asked for anyway. */
const DISCOUNT_FALLBACK_MS = 5000;

let current: Runtime | null = null;
/** The attributes the page's runtime was configured from (the first element's). */
let configuredBy: ConfigAttributes = {};
/** A later element's page-wide attributes disagreed with the first element's (warned once). */
let warnedDisagreement = false;
/** A token handed over by `setToken` before any element mounted: the next runtime starts with it. */
let handedToken: string | null = null;

function createRuntime(attrs: ConfigAttributes): Runtime {
  const config = resolveConfig(attrs);
  // The host page before anything of ours wrote to it (put back when the last element goes).
  const hostPage = snapshotHostPage();
  // On the second host's page nothing needs to outlive the elements: values go to sessionStorage
  // and every key written is removed when the last element is removed.
  const releaseStorage = config.mode === 'provider' ? scopeStorageToSession() : () => undefined;
  const host = createHost(config.mode);
  const stored = host.persistsToken ? loadStoredSession() : null;
  const initial = host.initialToken ?? stored;
  const handed = handedToken;
  handedToken = null;
  const session = createActor(sessionMachine, {
    input: initial
      ? { token: handed ?? initial.token, shop: initial.shop, superAdmin: stored?.superAdmin ?? false }
      : handed
        ? { token: handed }
        : undefined,
  }).start();
  const fatalListeners = new Set<(error: ApiError) => void>();
  const parent = createParentChannel(config.parentOrigin);
  parent.on((m) => runtime.setToken(m.payload.token));
  // An expiry is announced once (public event on every element, ExpiredToken to the parent); on the
  // second host the refused calls and the ones starting meanwhile wait for the host page's answer.
  const renewal = createTokenRenewal({
    current: () => session.getSnapshot().context.token,
    announce: (reason) => {
      runtime.emitPublic('reviews-admin-expired-token', { reason });
      parent.send({ type: 'ExpiredToken', payload: { reason } });
    },
    canWait: () => parent.enabled || config.mode === 'provider',
  });
  const containers = new Set<HTMLElement>();
  const events = new AppEvents();
  const toasts = createActor(toastsMachine).start();
  const toast = (content: string, error = false) => toasts.send({ type: 'toast.show', toast: { content, error } });
  const getToken = async () => {
    await renewal.settled();
    return resolveBearer({
      authToken: session.getSnapshot().context.token,
      storedToken: stored?.token ?? null,
      hasAppBridge: host.hasAppBridge,
      ...(host.idToken ? { idToken: host.idToken } : {}),
      ...(host.bridgeToken ? { bridgeToken: host.bridgeToken } : {}),
      onBridgeError: () => toast(i18n.t('loadFailed.sessionHeading', { ns: 'common' }), true),
    });
  };

  const http = createHttpClient({
    baseURL: config.apiBase,
    getToken,
    reauthorize: (stale) => renewal.renew('api', stale),
    onFatal: (error) => {
      if (error.kind === 'auth' && host.persistsToken) {
        clearStoredSession();
        session.send({ type: 'session.signedOut' });
      }
      for (const listener of fatalListeners) listener(error);
    },
  });
  const api = createApi(http);
  const store = createStoreClient({ baseURL: config.storeBase, appId: config.appId, getToken, reauthorize: (stale) => renewal.renew('store', stale) });
  const i18n = createI18n(config.localesBase, resolveLanguage(storageGet<string>('lang') ?? 'en'));
  const path = { current: '/' };
  const startup = createStartupActor(api);
  const banners = createActor(bannersMachine).start();
  const loading = createActor(loadingOverlayMachine).start();
  const discount = createDiscountActor({
    api,
    events,
    userName: () => startup.getSnapshot().context.data?.userInfo.name ?? '',
    path: () => path.current,
  });
  const runtime: Runtime = {
    config, host, api, i18n, events, parent, session, startup, toasts, banners, loading, discount, path, renewal,
    picker: createPickerActor({ store, i18n, toast }),
    pickerSlots: createPickerSlots(),
    setToken(token) {
      session.send({ type: 'session.tokenRefreshed', token });
      renewal.supply(token);
    },
    pickResources(options, opener) {
      runtime.pickerSlots.setOpener(opener ?? null);
      if (host.pickResources) return host.pickResources(options);
      return new Promise((resolve) => {
        const sub = runtime.picker.on('picker.resolved', (e) => {
          sub.unsubscribe();
          resolve(e.result);
        });
        runtime.picker.send({ type: 'picker.open', options });
      });
    },
    onFatal(listener) {
      fatalListeners.add(listener);
      return () => fatalListeners.delete(listener);
    },
    hasToken: () => !!session.getSnapshot().context.token,
    async changeLanguage(code) {
      const [, , shopConfig] = await Promise.all([
        i18n.changeLanguage(code),
        loadPolarisTranslations(code),
        api.shop.saveShopConfig('backend_lang', languageToId(code)),
      ]);
      startup.send({ type: 'startup.configSaved', shopConfig });
    },
    emitPublic(type, detail) {
      for (const el of containers) emit(el, type, detail);
    },
    retain(container) {
      if (container) containers.add(container);
      refs += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        refs -= 1;
        if (container) containers.delete(container);
        queueMicrotask(() => {
          if (refs === 0 && current === runtime) {
            dispose(runtime, stopWiring);
            undoPolarisWrites(hostPage);
            removeDocumentStylesheet();
            releaseStorage();
          }
        });
      };
    },
  };
  let refs = 0;
  const stopWiring = wire(runtime);
  return runtime;
}

/** Keeps the language, the stored session and the discount offer in step with startup; returns the undo. */
function wire(runtime: Runtime): () => void {
  const { startup, session, i18n, host, discount, events } = runtime;
  let appliedLanguage: string | null = null;
  let discountAsked = false;
  let discountStarted = false;
  let unwired = false;
  const startupSub = startup.subscribe((snap) => {
    if (!snap.matches('ready')) return;
    if (!discountAsked) {
      // The offer and the other screens' styles are nobody's first concern: they wait for the first screen's data.
      discountAsked = true;
      void afterMark(PERF_MARKS.dashboardReady, DISCOUNT_FALLBACK_MS).then(() => {
        if (unwired) return;
        void loadMoreStyles(); // the next screen then opens without waiting for its styles
        discountStarted = true;
        discount.start();
      });
    }
    const { language } = snap.context;
    if (language === appliedLanguage) return;
    appliedLanguage = language;
    storageSet('lang', language);
    if (i18n.language !== language) void Promise.all([i18n.changeLanguage(language), loadPolarisTranslations(language)]);
  });
  const sessionSub = session.subscribe((snap) => {
    const { token, shop, superAdmin } = snap.context;
    if (host.persistsToken && token && shop) storeSession({ token, shop, superAdmin });
  });
  const offDiscount = events.on('getDiscount', (d) => {
    if (discountStarted) discount.send({ type: 'discount.request', ...(d.triggerMode !== undefined ? { triggerMode: d.triggerMode } : {}) });
  });
  const onWindowGetDiscount = () => events.emit('getDiscount', {});
  window.addEventListener('getDiscount', onWindowGetDiscount);
  const onAssetFailure = () => recoverFromAssetFailure(runtime, runtime.path.current);
  window.addEventListener(ASSET_FAILURE_EVENT, onAssetFailure);
  return () => {
    unwired = true;
    startupSub.unsubscribe();
    sessionSub.unsubscribe();
    offDiscount();
    window.removeEventListener('getDiscount', onWindowGetDiscount);
    window.removeEventListener(ASSET_FAILURE_EVENT, onAssetFailure);
  };
}

function dispose(runtime: Runtime, unwire: () => void): void {
  unwire();
  runtime.parent.close();
  runtime.renewal.close();
  runtime.api.http.abortAll();
  for (const actor of [runtime.startup, runtime.session, runtime.toasts, runtime.banners, runtime.loading, runtime.discount, runtime.picker]) actor.stop();
  current = null;
}

/**
 * The page's runtime, created by the first element that mounts: its page-wide attributes configure
 * it; a later element that sets them differently is told once in the console (they are ignored).
 */
export function getRuntime(attrs: ConfigAttributes): Runtime {
  if (!current) {
    current = createRuntime(attrs);
    configuredBy = { ...attrs };
    warnedDisagreement = false;
    return current;
  }
  const ignored = disagreeingAttributes(configuredBy, attrs);
  if (ignored.length > 0 && !warnedDisagreement) {
    warnedDisagreement = true;
    console.warn(`reviews-admin: ${ignored.join(', ')} differ from the first element's on this page and are ignored: these attributes are page-wide.`);
  }
  return current;
}

/**
 * `element.setToken(token)` of every element: hands the page-wide runtime a fresh session token
 * (the answer to `reviews-admin-expired-token`); calls waiting for it are retried with it.
 */
export function setPageToken(token: unknown): void {
  if (typeof token !== 'string' || !token.trim()) throw new TypeError('setToken(token) expects the session token as a non-empty string');
  if (current) current.setToken(token.trim());
  else handedToken = token.trim();
}
