import { MAX_WIDGET_SUMMARIES, WIDGET_API } from '../../contract/widget-tags';
import type { WidgetPublicSettings, WidgetReviewPage, WidgetReviewSort, WidgetSummary } from '../../contract/widget-api';
import type { WidgetDisplays } from '../../contract/widgets';

/** The public settings as the widgets read them (`widgets`: every widget's display, when the server sends it). */
export type StoreSettings = Omit<WidgetPublicSettings, 'widgets'> & { widgets?: Partial<WidgetDisplays> };

/** Where the widgets read from: the API origin (with trailing slash), the shop and the language. */
export type StoreConfig = { apiBase: string; shop: string; lang: string };

/** A page of reviews to ask for. */
export type ReviewQuery = { product?: string; page: number; sort?: WidgetReviewSort; rating?: number; media?: boolean };

/** The public widget API of one shop in one language; every widget of a page shares one per config. */
export type StoreApi = StoreConfig & {
  /** `GET <path>?shop=…&<params>` of the widget API, answered from the ETag cache when unchanged. */
  get: <T>(path: string, params?: Record<string, string | number | undefined>) => Promise<T>;
  /** The shop's public settings and words (one call per page). */
  settings: () => Promise<StoreSettings>;
  /** A product's summary; the calls of one moment are batched into `summaries` calls. */
  summary: (product: string) => Promise<WidgetSummary>;
  reviews: (query: ReviewQuery) => Promise<WidgetReviewPage>;
  /** The shop's sanitised, scoped custom CSS ('' when none or unreadable). */
  css: () => Promise<string>;
};

type Cached = { etag: string; data: unknown };
const etags = new Map<string, Cached>();
const inFlight = new Map<string, Promise<unknown>>();
let warned = false;

/** Logs the first failed call of the page (one `console.warn`, nothing thrown to the console). */
export function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Reviews could not be loaded:', error instanceof Error ? error.message : error);
}

/** GETs a widget API URL: `If-None-Match` with the cached tag, 304 → the cached answer; one request per URL at a time. */
async function getJson(url: string): Promise<unknown> {
  const running = inFlight.get(url);
  if (running) return running;
  const cached = etags.get(url);
  const request = (async () => {
    const response = await fetch(url, { headers: cached ? { 'If-None-Match': cached.etag } : {}, credentials: 'omit' });
    if (response.status === 304 && cached) return cached.data;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { code?: number; data?: unknown };
    if (body.code !== 0) throw new Error(`code ${String(body.code)}`);
    const etag = response.headers.get('ETag');
    if (etag) etags.set(url, { etag, data: body.data });
    return body.data;
  })();
  inFlight.set(url, request);
  try {
    return await request;
  } finally {
    inFlight.delete(url);
  }
}

const clients = new Map<string, StoreApi>();

/** The API of a shop and language (one per page for each, so settings and batches are shared). */
export function storeApi(config: StoreConfig): StoreApi {
  const key = `${config.apiBase}|${config.shop}|${config.lang}`;
  const known = clients.get(key);
  if (known) return known;
  const get = <T>(path: string, params: Record<string, string | number | undefined> = {}): Promise<T> => {
    const url = new URL(`${WIDGET_API}/${path}`, config.apiBase);
    url.searchParams.set('shop', config.shop);
    for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
    return getJson(url.href) as Promise<T>;
  };
  let settings: Promise<StoreSettings> | null = null;
  const queue = new Map<string, { resolve: (s: WidgetSummary) => void; reject: (e: unknown) => void }[]>();
  const flush = (): void => {
    const ids = [...queue.keys()];
    const waiting = new Map(queue);
    queue.clear();
    for (let at = 0; at < ids.length; at += MAX_WIDGET_SUMMARIES) {
      const chunk = ids.slice(at, at + MAX_WIDGET_SUMMARIES);
      get<{ items: WidgetSummary[] }>('summaries', { products: chunk.join(',') }).then(
        ({ items }) => chunk.forEach((id, i) => waiting.get(id)?.forEach((w) => (items[i] ? w.resolve(items[i]) : w.reject(new Error('missing'))))),
        (error: unknown) => chunk.forEach((id) => waiting.get(id)?.forEach((w) => w.reject(error))),
      );
    }
  };
  const api: StoreApi = {
    ...config,
    get,
    settings: () => {
      settings ??= get<StoreSettings>('settings', { lang: config.lang || undefined }).catch((error: unknown) => {
        settings = null;
        throw error;
      });
      return settings;
    },
    summary: (product) =>
      new Promise((resolve, reject) => {
        if (queue.size === 0) setTimeout(flush, 0);
        const list = queue.get(product) ?? [];
        list.push({ resolve, reject });
        queue.set(product, list);
      }),
    reviews: (q) => get<WidgetReviewPage>('reviews', { product: q.product, page: q.page, sort: q.sort, rating: q.rating, media: q.media ? 1 : undefined }),
    css: () =>
      get<unknown>('css').then(
        (data) => (typeof data === 'string' ? data : typeof (data as { css?: unknown })?.css === 'string' ? (data as { css: string }).css : ''),
        () => '',
      ),
  };
  clients.set(key, api);
  return api;
}
