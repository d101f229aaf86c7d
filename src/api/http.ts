import { ofetch } from 'ofetch';
import { REQUEST_TIMEOUT_MS } from '../lib/constants';
import { PLAN_FEATURE_REQUIRED_CODE } from '../contract/plans';
import { ApiError, CANCELED_MESSAGE, NETWORK_ERROR_MESSAGE } from './errors';
import { toQueryString, type Query } from './query';

/** How the client gets its bearer token and reports errors the app must act on. */
export interface HttpClientOptions {
  /** Base address of the API, e.g. `https://api.example.com/` or `/`. */
  baseURL: string;
  /** Resolves the bearer token for a request (see `resolveBearer`); null sends none. */
  getToken?: () => Promise<string | null>;
  /**
   * Called for HTTP 401/403, and for network errors and timeouts of reads (the app shows /400).
   * A write's network error or timeout only rejects: its caller keeps what was typed and offers Retry.
   */
  onFatal?: (error: ApiError) => void;
  /** Request timeout in ms (default 120 000). */
  timeout?: number;
  /** fetch implementation (tests may pass their own). */
  fetch?: typeof fetch;
  /**
   * Gets a fresh token when the server answers 401 (an expired or refused token; the platform's
   * reauthorize header says the same), given the token the refused request was sent with; the
   * request is then tried once more with the fresh one. Null: the request fails as an auth error.
   */
  reauthorize?: (stale: string | null) => Promise<string | null>;
  /** The message of an HTTP failure without a message of its own, in the interface language. */
  statusMessage?: (status: number) => string;
}


/** Options of one request. */
export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Let identical requests run side by side instead of aborting the earlier one. */
  allowMultiple?: boolean;
  /** Only reject with the error: no fatal navigation (the settings calls). */
  rejectOnly?: boolean;
  /** A read sent by POST (the sign-in exchanges, statistics): its network errors are fatal like a GET's. */
  read?: boolean;
  signal?: AbortSignal;
  /** Answer the body as text instead of unwrapping a JSON envelope (file downloads). */
  text?: boolean;
}

/** A multipart form: string fields (arrays become `name[]`) and one file. */
export interface FormUpload {
  fields: Record<string, string | readonly string[]>;
  file: Blob;
  /** Field name of the file (default `file`). */
  fileField?: string;
  fileName?: string;
  /** Send the bearer token (default true; a signed policy form sends none). */
  withToken?: boolean;
}

/** The typed admin API client. */
export interface HttpClient {
  get<T>(path: string, opts?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** Posts a multipart form; `path` may be an absolute address (an upload host). Answers the JSON body or its envelope data. */
  postForm<T>(path: string, form: FormUpload, opts?: Omit<RequestOptions, 'body' | 'query'>): Promise<T>;
  /** Aborts every request in flight (used when an element unmounts). */
  abortAll(): void;
}

interface Envelope {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

const SUPERSEDED = 'superseded';

function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}

function parseEnvelope(text: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Envelope) : null;
  } catch {
    return null;
  }
}

function envelopeError(env: Envelope, status: number): ApiError | null {
  if (typeof env.code !== 'number' || env.code === 0) return null;
  const message = typeof env.message === 'string' && env.message ? env.message : `Error ${env.code}`;
  return new ApiError(message, 'business', env.code, env.data ?? null, status);
}

function formData(upload: FormUpload): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) {
    if (typeof value === 'string') form.append(name, value);
    else for (const item of value) form.append(`${name}[]`, item);
  }
  const fileField = upload.fileField ?? 'file';
  if (upload.fileName !== undefined) form.append(fileField, upload.file, upload.fileName);
  else form.append(fileField, upload.file);
  return form;
}

/** Creates the admin API client: the only ofetch instance of the app. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  const statusMessage = options.statusMessage ?? ((status: number) => `Request failed with status code ${status}`);
  const raw = ofetch.create({ retry: 0, ignoreResponseError: true, responseType: 'text' }, options.fetch ? { fetch: options.fetch } : {});
  const inFlight = new Map<string, AbortController>();
  const all = new Set<AbortController>();

  async function request<T>(method: 'GET' | 'POST', path: string, opts: RequestOptions & { form?: FormUpload }): Promise<T> {
    const key = `${method} ${path.split('?')[0]}`;
    if (!opts.allowMultiple) inFlight.get(key)?.abort(SUPERSEDED);
    const controller = new AbortController();
    all.add(controller);
    if (!opts.allowMultiple) inFlight.set(key, controller);
    const onOuterAbort = () => controller.abort(CANCELED_MESSAGE);
    opts.signal?.addEventListener('abort', onOuterAbort, { once: true });
    const timer = setTimeout(() => controller.abort('timeout'), timeout);
    const url = (/^https?:\/\//.test(path) ? path : joinUrl(options.baseURL, path)) + toQueryString(opts.query);
    const send = async (token: string | null) => {
      const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: opts.text ? '*/*' : 'application/json' };
      if (method === 'POST' && !opts.form) headers['Content-Type'] = 'application/json';
      if (token) headers.Authorization = `Bearer ${token}`;
      try {
        return await raw.raw<string>(url, {
          method,
          headers,
          signal: controller.signal,
          body: opts.form ? formData(opts.form) : method === 'POST' ? (opts.body instanceof Blob ? opts.body : JSON.stringify(opts.body ?? {})) : undefined,
        });
      } catch {
        const reason: unknown = controller.signal.reason;
        if (reason === 'timeout') throw new ApiError('timeout of ' + timeout + 'ms exceeded', 'timeout', null, null, null);
        if (controller.signal.aborted) throw new ApiError(CANCELED_MESSAGE, 'canceled');
        throw new ApiError(NETWORK_ERROR_MESSAGE, 'network');
      }
    };
    try {
      const withToken = opts.form?.withToken ?? true;
      const sent = options.getToken && withToken ? await options.getToken() : null;
      let response = await send(sent);
      if (response.status === 401 && withToken && options.reauthorize) {
        const fresh = await options.reauthorize(sent);
        if (fresh && !controller.signal.aborted) response = await send(fresh);
      }
      const status = response.status;
      if (status === 401 || status === 403) {
        const env = parseEnvelope(response._data ?? '');
        // A write the shop's plan does not allow is the caller's to show (an upgrade card), not a lost session.
        if (status === 403 && env?.code === PLAN_FEATURE_REQUIRED_CODE) throw envelopeError(env, status) ?? new ApiError(statusMessage(status), 'business', env.code, null, status);
        const message = typeof env?.message === 'string' ? env.message : statusMessage(status);
        throw new ApiError(message, 'auth', typeof env?.code === 'number' ? env.code : null, env?.data ?? null, status);
      }
      if (opts.text && status < 400 && !/json/i.test(response.headers.get('content-type') ?? '')) return (response._data ?? '') as T;
      const env = parseEnvelope(response._data ?? '');
      if (opts.form && env && !('code' in env) && status < 400) return env as T;
      if (env) {
        const err = envelopeError(env, status);
        if (err) throw err;
      }
      if (status >= 400) throw new ApiError(statusMessage(status), 'http', null, null, status);
      if (!env || !('code' in env)) throw new ApiError('Invalid response format', 'format', null, null, status);
      return env.data as T;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(error instanceof Error ? error.message : String(error), 'network');
      const writeFault = method === 'POST' && !opts.read && (apiError.kind === 'network' || apiError.kind === 'timeout');
      if (apiError.isFatal && !opts.rejectOnly && !writeFault) options.onFatal?.(apiError);
      throw apiError;
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onOuterAbort);
      all.delete(controller);
      if (inFlight.get(key) === controller) inFlight.delete(key);
    }
  }

  return {
    get: (path, opts = {}) => request('GET', path, opts),
    post: (path, body, opts = {}) => request('POST', path, { ...opts, body }),
    postForm: (path, form, opts = {}) => request('POST', path, { ...opts, form }),
    abortAll() {
      for (const c of all) c.abort(CANCELED_MESSAGE);
      all.clear();
      inFlight.clear();
    },
  };
}
