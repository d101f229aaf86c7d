import { ofetch } from 'ofetch';
import { EXPIRED_TOKEN_REASON, type AppInfoAnswer, type PageRequest, type StorePage, type StoreShopAnswer, type StoreShopInfo } from '../contract/store';
import { toQueryString } from './query';

/** A function that may replace the picker's store calls (SPEC §7: a custom request function). */
export type StoreRequest = (request: PageRequest) => Promise<StorePage>;

/** What the store client needs. */
export interface StoreClientOptions {
  /** Base of the store API (its own base, separate from the admin API). */
  baseURL: string;
  appId: string;
  /** The user's authorise token, sent when present. */
  getToken: () => Promise<string | null>;
  /** Replaces the page calls when given. */
  request?: StoreRequest;
  /**
   * Gets a fresh token when the store refuses the one sent (HTTP 401 or its token-expired answer);
   * the call is then tried once more with it. Null: the expired answer is returned.
   */
  reauthorize?: (stale: string | null) => Promise<string | null>;
}

/** The store's answer for an expired token (also what an HTTP 401 means). */
const EXPIRED_ANSWER = { code: 1, msg: 'Token expired', data: null, reasonCode: EXPIRED_TOKEN_REASON };

const isExpired = (answer: unknown): boolean =>
  !!answer && typeof answer === 'object' && (answer as { reasonCode?: unknown }).reasonCode === EXPIRED_TOKEN_REASON;

/**
 * Store calls of the picker: products, collections, app info (identical concurrent app-info calls
 * share one request) and the shop's store-side info (read once per page life).
 */
export function createStoreClient(options: StoreClientOptions) {
  const base = options.baseURL.replace(/\/+$/, '');
  const appInfoInFlight = new Map<string, Promise<string | null>>();
  let shop: Promise<StoreShopInfo | null> | null = null;

  async function get<T>(path: string, query: Record<string, string>): Promise<T> {
    const call = (token: string | null) =>
      ofetch<T>(`${base}/store/v1/${path}${toQueryString(query)}`, {
        retry: 0,
        headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      }).catch((error: unknown) => {
        if ((error as { status?: unknown } | null)?.status === 401) return EXPIRED_ANSWER as T;
        throw error;
      });
    const token = await options.getToken();
    const answer = await call(token);
    if (!isExpired(answer) || !options.reauthorize) return answer;
    const fresh = await options.reauthorize(token);
    return fresh ? call(fresh) : answer;
  }

  return {
    /** One page of products or collections. */
    fetchPage(req: PageRequest): Promise<StorePage> {
      if (options.request) return options.request(req);
      const query: Record<string, string> = { app_id: options.appId, keyword: req.keyword };
      if (req.status) query.status = req.status;
      if (req.cursor) query.cursor = req.cursor;
      return get<StorePage>(req.type === 'product' ? 'products' : 'collections', query);
    },
    /** The app's access token for the store (null when the app is unknown or the call fails). */
    appInfo(appId = options.appId): Promise<string | null> {
      const running = appInfoInFlight.get(appId);
      if (running) return running;
      const call = get<AppInfoAnswer>('shop/app_info', { app_id: appId })
        .then((answer) => {
          if (answer.code !== 0) {
            console.warn('App info error', answer.msg ?? '');
            if (/not found/i.test(answer.msg ?? '')) console.warn('appId is not Found');
            return null;
          }
          return answer.data?.access_token ?? null;
        })
        .finally(() => appInfoInFlight.delete(appId));
      appInfoInFlight.set(appId, call);
      return call;
    },
    /**
     * The shop's name, domains, currency and `currency_format` (one call per page life, shared by
     * every caller; null when the store refuses it, and a failed or refused call is tried again
     * next time).
     */
    shopInfo(): Promise<StoreShopInfo | null> {
      shop ??= get<StoreShopAnswer>('shop/shopify', { app_id: options.appId })
        .then((answer) => {
          if (answer.code === 0 && answer.data) return answer.data;
          console.warn('Shop info error', answer.msg ?? '');
          shop = null;
          return null;
        }, (error: unknown) => {
          shop = null;
          throw error;
        });
      return shop;
    },
  };
}

export type StoreClient = ReturnType<typeof createStoreClient>;
