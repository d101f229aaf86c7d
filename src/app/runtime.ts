import type { i18n as I18n } from 'i18next';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '../../machines/auth/session.machine';
import { startupMachine } from '../../machines/startup/startup.machine';
import type { StartupData } from '../../machines/startup/startup.types';
import { toastsMachine } from '../../machines/ui/toasts.machine';
import { createApi, type Api } from '../api';
import { resolveBearer } from '../api/bearer';
import type { ApiError } from '../api/errors';
import { createHttpClient } from '../api/http';
import { SHOP_INFO_TTL_S } from '../lib/constants';
import { languageToId, resolveLanguage, type LanguageCode } from '../lib/languages';
import { storageGet, storageSet, toBase64Json } from '../lib/storage';
import { resolveConfig, type AppConfig, type ConfigAttributes } from './config';
import { createHost, type HostAdapter } from './host';
import { loadPolarisTranslations } from '../ui/polaris-translations';
import { createI18n } from './i18n';
import { clearStoredSession, loadStoredSession, storeSession } from './stored-session';

/** The app-wide actors and services of one page, shared by every element on it. */
export interface Runtime {
  config: AppConfig;
  host: HostAdapter;
  api: Api;
  i18n: I18n;
  session: ActorRefFrom<typeof sessionMachine>;
  startup: ActorRefFrom<typeof startupMachine>;
  toasts: ActorRefFrom<typeof toastsMachine>;
  /** Listens for errors after which the app shows /400; returns the unsubscribe. */
  onFatal(listener: (error: ApiError) => void): () => void;
  /** True when a session token is available. */
  hasToken(): boolean;
  /** Sets the UI language and saves it as the shop's backend_lang. */
  changeLanguage(code: LanguageCode): Promise<void>;
  /** Registers a mounted element; the returned function releases it. */
  retain(): () => void;
}

let current: Runtime | null = null;

async function loadStartup(api: Api): Promise<StartupData> {
  const [userInfo, shopConfig, embeds, displayLimit, plan, userSettings] = await Promise.all([
    api.shop.getUserInfo(),
    api.shop.getShopConfig(),
    api.shop.getEmbedsStatus(),
    api.shop.checkDisplayLimit(),
    api.plans.getShopPricingPlan(),
    api.settings.getUserSettings(),
  ]);
  storageSet('shopInfo', toBase64Json(userInfo), { expiresInS: SHOP_INFO_TTL_S });
  storageSet('permissions', plan.permissions, { expiresInS: SHOP_INFO_TTL_S });
  return { userInfo, shopConfig, embeds, displayLimit, plan, userSettings };
}

function createRuntime(attrs: ConfigAttributes): Runtime {
  const config = resolveConfig(attrs);
  const host = createHost(config.mode);
  const stored = host.persistsToken ? loadStoredSession() : null;
  const initial = host.initialToken ?? stored;
  const session = createActor(sessionMachine, {
    input: initial ? { token: initial.token, shop: initial.shop, superAdmin: stored?.superAdmin ?? false } : undefined,
  }).start();
  const fatalListeners = new Set<(error: ApiError) => void>();
  const toasts = createActor(toastsMachine).start();

  const http = createHttpClient({
    baseURL: config.apiBase,
    getToken: () =>
      resolveBearer({
        authToken: session.getSnapshot().context.token,
        storedToken: stored?.token ?? null,
        hasAppBridge: host.hasAppBridge,
        ...(host.idToken ? { idToken: host.idToken } : {}),
        ...(host.bridgeToken ? { bridgeToken: host.bridgeToken } : {}),
        onBridgeError: (message) => toasts.send({ type: 'toast.show', toast: { content: message, error: true } }),
      }),
    onFatal: (error) => {
      if (error.kind === 'auth' && host.persistsToken) {
        clearStoredSession();
        session.send({ type: 'session.signedOut' });
      }
      for (const listener of fatalListeners) listener(error);
    },
  });
  const api = createApi(http);
  const i18n = createI18n(config.localesBase, resolveLanguage(config.lang ?? storageGet<string>('lang') ?? 'en'));

  const startup = createActor(
    startupMachine.provide({ actors: { loadStartup: fromPromise(() => loadStartup(api)) } }),
  ).start();
  let appliedLanguage: string | null = null;
  startup.subscribe((snap) => {
    const { language } = snap.context;
    if (!snap.matches('ready') || config.lang || language === appliedLanguage) return;
    appliedLanguage = language;
    storageSet('lang', language);
    if (i18n.language !== language) void Promise.all([i18n.changeLanguage(language), loadPolarisTranslations(language)]);
  });
  session.subscribe((snap) => {
    const { token, shop, superAdmin } = snap.context;
    if (host.persistsToken && token && shop) storeSession({ token, shop, superAdmin });
  });

  let refs = 0;
  const runtime: Runtime = {
    config,
    host,
    api,
    i18n,
    session,
    startup,
    toasts,
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
    retain() {
      refs += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        refs -= 1;
        queueMicrotask(() => {
          if (refs === 0 && current === runtime) dispose(runtime);
        });
      };
    },
  };
  return runtime;
}

function dispose(runtime: Runtime): void {
  runtime.api.http.abortAll();
  runtime.startup.stop();
  runtime.session.stop();
  runtime.toasts.stop();
  current = null;
}

/** The page's runtime, created by the first element that mounts. */
export function getRuntime(attrs: ConfigAttributes): Runtime {
  current ??= createRuntime(attrs);
  return current;
}

/** The runtime if one exists (for tests and diagnostics). */
export function peekRuntime(): Runtime | null {
  return current;
}
