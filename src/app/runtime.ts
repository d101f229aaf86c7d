import { createActor } from 'xstate';
import { sessionMachine } from '../../machines/auth/session.machine';
import { bannersMachine } from '../../machines/ui/banners.machine';
import { loadingOverlayMachine } from '../../machines/ui/loading-overlay.machine';
import { toastsMachine } from '../../machines/ui/toasts.machine';
import { createApi } from '../api';
import { resolveBearer } from '../api/bearer';
import type { ApiError } from '../api/errors';
import { createHttpClient } from '../api/http';
import { createStoreClient } from '../api/store.api';
import { languageToId, resolveLanguage } from '../lib/languages';
import { scopeStorageToSession, storageGet } from '../lib/storage';
import { loadPolarisTranslations } from '../ui/polaris-translations';
import { emit } from './public-events';
import { AppEvents } from './app-events';
import { removeDocumentStylesheet } from './assets';
import { disagreeingAttributes, resolveConfig, type ConfigAttributes } from './config';
import { createHost } from './host';
import { createParentChannel } from './host/parent-channel';
import { snapshotHostPage, undoPolarisWrites } from './host-page';
import { createI18n } from './i18n';
import { markLanguagePicked } from './language-save';
import { createDiscountActor } from './actors/discount.actors';
import { createPickerActor } from './actors/resource-picker.actors';
import { createStartupActor } from './actors/startup.actors';
import { clearStoredSession, loadStoredSession } from './stored-session';
import { createTokenRenewal } from './token-renewal';
import { createPickerSlots } from './picker-slots';
import { wireRuntime } from './runtime-wiring';
import type { Runtime } from './runtime.types';

export type { Runtime } from './runtime.types';


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
    statusMessage: (status) => i18n.t('errors.httpStatus', { ns: 'common', status }),
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
  const path = { current: '/', search: '' };
  const startup = createStartupActor(api);
  const banners = createActor(bannersMachine).start();
  const loading = createActor(loadingOverlayMachine).start();
  const discount = createDiscountActor({
    api,
    events,
    userName: () => startup.getSnapshot().context.data?.userInfo.name ?? '',
    path: () => path.current,
    search: () => path.search,
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
      // The texts load beside the save, but the interface switches only once backend_lang is saved.
      const [, , shopConfig] = await Promise.all([
        i18n.loadLanguages(code),
        loadPolarisTranslations(code),
        api.shop.saveShopConfig('backend_lang', languageToId(code)),
      ]);
      markLanguagePicked(code);
      await i18n.changeLanguage(code);
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
  const stopWiring = wireRuntime(runtime);
  return runtime;
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
