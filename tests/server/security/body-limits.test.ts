import { request as httpRequest } from 'node:http';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, rateLimitUnauthenticated } from '../../../demo/server/http/limits';
import { IMPORT_BATCH_MAX_ROWS } from '../../../src/contract/constants';
import { DEMO_SHOP_DOMAIN } from '../../../demo/server/seed/demo-shop';
import { SLOW_TEST_TIMEOUT_MS, callApi, demoToken, useTestServer } from '../helpers';

/** POSTs a body without Content-Length (chunked), so only a reading limit can stop it. */
function postChunked(url: string, chunks: number, chunk: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (err) => (err.message.includes('EPIPE') || err.message.includes('ECONNRESET') ? undefined : reject(err)));
    let sent = 0;
    const pump = (): void => {
      while (sent < chunks) {
        sent += 1;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

/** Issue 13, item 9: bodies are limited (413 with the envelope). */
describe('request body limits', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  const server = useTestServer();

  it('refuses an unauthenticated 2 MB login body with 413 and the envelope', async () => {
    const padding = 'x'.repeat(2 * 1024 * 1024);
    const res = await callApi(server(), 'login', { rawBody: JSON.stringify({ shop: DEMO_SHOP_DOMAIN, padding }) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(41300);
    expect(res.body.message).toMatch(/too large|at most/i);
  });

  it('stops reading a body sent without a length once it passes the limit', async () => {
    const res = await postChunked(`${server().url}/api/v1/admin/login`, 64, `"${'y'.repeat(64 * 1024)}",`);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 41300 });
  });

  it('accepts a full import batch of realistic rows', async () => {
    const token = await demoToken();
    const rows = Array.from({ length: IMPORT_BATCH_MAX_ROWS }, (_, i) => ({
      line: i + 2,
      product_id: 'gid://shopify/Product/1002',
      rating: 5,
      title: `Batch ${i}`,
      body: `LIMITMARK ${i} ${'a fine product that works well. '.repeat(20)}`,
      author: `Buyer ${i}`,
      email: `buyer${i}@example.com`,
      date: '2023-11-02T08:30:00.000Z',
      media_urls: [],
      verified: true,
      country: 'us',
      status: 'published',
      duplicate_key: `limit-${i}`,
    }));
    const body = JSON.stringify({ file_name: 'big.csv', format: 'generic', rows });
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const res = await callApi(server(), 'import_reviews', { token, rawBody: body });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
  });
});

/** Issue 13, item 9: unauthenticated routes are rate-limited per client address (429 with a message). */
describe('rate limit of the unauthenticated routes', () => {
  const server = useTestServer({ limits: { rateLimitMax: 5, rateLimitWindowMs: 60_000 } });

  it('answers 429 past the limit, on login and on the other sign-in calls', async () => {
    const login = () => callApi(server(), 'login', { body: { shop: DEMO_SHOP_DOMAIN, redirect_url: `${server().url}/auth`, url: `${server().url}/login` } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await login()).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const limited = await login();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/too many/i);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const sign = await callApi(server(), 'exchange_customer_token_by_sign', { body: { sign: 'x', shopify_shop_id: '1' } });
    expect(sign.status).toBe(429);
    const bookmarklet = await fetch(`${server().url}/api/v1/public/products?key=nope`);
    expect(bookmarklet.status).toBe(429);
  });

  it('leaves signed-in calls alone', async () => {
    const res = await callApi(server(), 'get_user_info', { token: await demoToken() });
    expect(res.status).toBe(200);
  });
});

describe('rate limit memory', () => {
  it('keeps a window per client address and remembers a bounded number of addresses', async () => {
    let now = 0;
    const app = new Hono();
    app.use('*', rateLimitUnauthenticated({ ...DEFAULT_LIMITS, rateLimitMax: 2, rateLimitWindowMs: 1000, rateLimitMaxClients: 3 }, () => now));
    app.get('/', (c) => c.text('ok'));
    const from = async (address: string) => (await app.request('/', {}, { incoming: { socket: { remoteAddress: address } } })).status;
    expect([await from('a'), await from('a'), await from('a'), await from('b')]).toEqual([200, 200, 429, 200]);
    // Three more addresses push the oldest (a) out: its count starts again.
    for (const address of ['c', 'd', 'e']) expect(await from(address)).toBe(200);
    expect(await from('a')).toBe(200);
    // A new window forgives.
    expect([await from('e'), await from('e')]).toEqual([200, 429]);
    now = 1000;
    expect(await from('e')).toBe(200);
  });
});
