import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN } from '../../../demo/server/seed/demo-shop';
import type { RunningServer } from '../../../demo/server/server';
import { createApi } from '../../../src/api';
import { ApiError } from '../../../src/api/errors';
import { createHttpClient, type HttpClient } from '../../../src/api/http';
import { loginAndApprove, startTestServer } from '../../server/helpers';

let server: RunningServer;
let token: string;
const fatal: ApiError[] = [];

function client(opts: { token?: string | null; timeout?: number } = {}): HttpClient {
  return createHttpClient({
    baseURL: `${server.url}/`,
    getToken: async () => (opts.token === undefined ? token : opts.token),
    onFatal: (e) => fatal.push(e),
    ...(opts.timeout ? { timeout: opts.timeout } : {}),
  });
}

async function fault(body: Record<string, unknown>) {
  await fetch(`${server.url}/__test/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

beforeAll(async () => {
  server = await startTestServer();
  const params = await loginAndApprove(server);
  const api = createApi(client({ token: null }));
  const answer = await api.auth.auth(params, '127.0.0.1', '');
  token = answer.shop_info.token;
});
afterAll(() => server.close());
beforeEach(async () => {
  fatal.length = 0;
  await fetch(`${server.url}/__test/faults`, { method: 'DELETE' });
});

describe('admin API client against the reference server', () => {
  it('completes the code exchange and returns the unwrapped data', async () => {
    expect(token.split('.')).toHaveLength(3);
    const api = createApi(client());
    const info = await api.shop.getUserInfo();
    expect(info.myshopify_domain).toBe(DEMO_SHOP_DOMAIN);
    expect(info).not.toHaveProperty('code');
  });

  it('sends the bearer token, the XHR header and JSON', async () => {
    const seen: Headers[] = [];
    const http = createHttpClient({
      baseURL: `${server.url}/`,
      getToken: async () => token,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Headers(init?.headers));
        return fetch(input, init);
      }) as typeof fetch,
    });
    await createApi(http).shop.saveShopConfig('is_show_nps', 0);
    const headers = seen[0];
    expect(headers?.get('authorization')).toBe(`Bearer ${token}`);
    expect(headers?.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(headers?.get('content-type')).toBe('application/json');
  });

  it('saves numbers as integer config values', async () => {
    const api = createApi(client());
    const config = await api.shop.saveShopConfig('backend_lang', 17);
    expect(config.backend_lang).toBe(17);
    expect((await api.shop.getShopConfig()).backend_lang).toBe(17);
    await api.shop.saveShopConfig('backend_lang', 1);
  });

  it('turns a non-zero code into an error with message, code and data, passed to the caller', async () => {
    const api = createApi(client());
    const error = await api.shop.saveShopConfig('no_such_key' as never, 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.kind).toBe('business');
    expect(e.code).not.toBe(0);
    expect(e.message).toMatch(/no_such_key/);
    expect(fatal).toHaveLength(0);
  });

  it('reports HTTP 401 for a forged token as fatal', async () => {
    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const error = (await createApi(client({ token: forged })).shop.getUserInfo().catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('auth');
    expect(error.status).toBe(401);
    expect(fatal.map((f) => f.kind)).toEqual(['auth']);
  });

  it('gets a fresh token once for a 401, given the refused token, and tries again', async () => {
    let asked = 0;
    const http = createHttpClient({
      baseURL: `${server.url}/`,
      getToken: async () => 'aaa.bbb.ccc',
      onFatal: (e) => fatal.push(e),
      reauthorize: async (stale) => {
        asked += 1;
        expect(stale).toBe('aaa.bbb.ccc');
        return token;
      },
    });
    const info = await createApi(http).shop.getUserInfo();
    expect(info.myshopify_domain).toBe(DEMO_SHOP_DOMAIN);
    expect(asked).toBe(1);
    expect(fatal).toHaveLength(0);
    const stillBad = createHttpClient({ baseURL: `${server.url}/`, getToken: async () => 'aaa.bbb.ccc', onFatal: (e) => fatal.push(e), reauthorize: async () => 'aaa.bbb.ddd' });
    const error = (await stillBad.get('api/v1/admin/get_user_info').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(fatal.map((f) => f.kind)).toEqual(['auth']);
  });

  it('lets the settings calls only reject', async () => {
    const error = (await createApi(client({ token: null })).settings.getUserSettings().catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('auth');
    expect(fatal).toHaveLength(0);
  });

  it('reports a malformed answer as a format error', async () => {
    await fault({ path: '/api/v1/admin/get_user_info', status: 200, body: '{"oops": tru' });
    const error = (await createApi(client()).shop.getUserInfo().catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('format');
    expect(fatal).toHaveLength(0);
  });

  it('reports a timeout as fatal', async () => {
    await fault({ path: '/api/v1/admin/get_user_info', delayMs: 500 });
    const error = (await createApi(client({ timeout: 100 })).shop.getUserInfo().catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('timeout');
    expect(fatal.map((f) => f.kind)).toEqual(['timeout']);
  });

  it('aborts an earlier identical request still in flight', async () => {
    await fault({ path: '/api/v1/admin/get_user_info', delayMs: 200, times: 1 });
    const api = createApi(client());
    const first = api.shop.getUserInfo().catch((e: unknown) => e);
    const second = api.shop.getUserInfo();
    const [a, b] = await Promise.all([first, second]);
    expect((a as ApiError).kind).toBe('canceled');
    expect((a as ApiError).message).toBe('canceled');
    expect(b.myshopify_domain).toBe(DEMO_SHOP_DOMAIN);
    expect(fatal).toHaveLength(0);
  });

  it('lets identical requests run together when the call allows several', async () => {
    const http = client();
    const results = await Promise.all([
      http.get<{ myshopify_domain: string }>('api/v1/admin/get_user_info', { allowMultiple: true }),
      http.get<{ myshopify_domain: string }>('api/v1/admin/get_user_info', { allowMultiple: true }),
    ]);
    expect(results.map((r) => r.myshopify_domain)).toEqual([DEMO_SHOP_DOMAIN, DEMO_SHOP_DOMAIN]);
  });

  it('sends GET arrays as repeated keys', async () => {
    const urls: string[] = [];
    const http = createHttpClient({
      baseURL: `${server.url}/`,
      getToken: async () => token,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
        urls.push(String(input instanceof Request ? input.url : input));
        return fetch(input, init);
      }) as typeof fetch,
    });
    await http.get('api/v1/admin/get_user_settings', { query: { ids: [1, 2] } });
    expect(urls[0]).toMatch(/get_user_settings\?ids=1&ids=2$/);
  });

  it('reports a stopped server as a fatal network error', async () => {
    const other = await startTestServer();
    const http = createHttpClient({ baseURL: `${other.url}/`, getToken: async () => token, onFatal: (e) => fatal.push(e) });
    await other.close();
    const error = (await http.get('api/v1/admin/get_user_info').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Network Error');
    expect(fatal.map((f) => f.kind)).toEqual(['network']);
  });

  it('gives a network error or timeout of a write to its caller only (no fatal navigation); a read sent by POST stays fatal', async () => {
    const other = await startTestServer();
    const http = createHttpClient({ baseURL: `${other.url}/`, getToken: async () => token, onFatal: (e) => fatal.push(e) });
    await other.close();
    const write = (await http.post('api/v1/admin/import_reviews', { rows: [] }).catch((e: unknown) => e)) as ApiError;
    expect(write.kind).toBe('network');
    expect(fatal).toHaveLength(0);
    const read = (await http.post('api/v1/admin/get_daily_statistics', { days: 7 }, { read: true }).catch((e: unknown) => e)) as ApiError;
    expect(read.kind).toBe('network');
    expect(fatal.map((f) => f.kind)).toEqual(['network']);
  });
});
