import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_APP_ID } from '../../demo/server/seed/demo-shop';
import { callApi, callStore, demoToken, startTestServer, useTestServer } from './helpers';

const server = useTestServer();
const token = await demoToken();
afterEach(async () => {
  await fetch(`${server().url}/__test/faults`, { method: 'DELETE' });
});

const USER_INFO = '/api/v1/admin/get_user_info';
const addFault = (fault: Record<string, unknown>) =>
  fetch(`${server().url}/__test/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fault) });

describe('fault injection', () => {
  it('injects a business error envelope for a number of times', async () => {
    expect((await addFault({ path: USER_INFO, code: 50001, message: 'Service busy', times: 2 })).status).toBe(201);
    for (let i = 0; i < 2; i += 1) {
      const { status, body } = await callApi(server(), 'get_user_info', { token });
      expect(status).toBe(200);
      expect(body).toEqual({ code: 50001, message: 'Service busy', data: null });
    }
    expect((await callApi(server(), 'get_user_info', { token })).body.code).toBe(0);
  });

  it('injects an HTTP status and a raw broken body', async () => {
    await addFault({ path: USER_INFO, status: 503, times: 1 });
    const failed = await callApi(server(), 'get_user_info', { token });
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe(50300);
    await addFault({ path: USER_INFO, body: '{"code":0,"data":', times: 1 });
    const broken = await fetch(`${server().url}${USER_INFO}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(broken.status).toBe(200);
    expect(await broken.text()).toBe('{"code":0,"data":');
  });

  it('delays a call and then answers normally', async () => {
    await addFault({ path: USER_INFO, delayMs: 150 });
    const started = Date.now();
    const { body } = await callApi(server(), 'get_user_info', { token });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(body.code).toBe(0);
  });

  it('clears faults', async () => {
    await addFault({ path: USER_INFO, status: 500 });
    await fetch(`${server().url}/__test/faults`, { method: 'DELETE' });
    expect((await callApi(server(), 'get_user_info', { token })).status).toBe(200);
  });

  it('validates a fault body', async () => {
    const response = await addFault({ status: 500 });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain('path');
  });
});

describe('fault injection on the store API', () => {
  const store = (path: string) => callStore(server(), path, { token, query: { app_id: DEMO_APP_ID, limit: 1 } });

  it('injects a store envelope with a reasonCode', async () => {
    await addFault({ path: '/store/v1/products', message: 'Token expired', reasonCode: 1100003, times: 1 });
    const { status, body } = await store('products');
    expect(status).toBe(200);
    expect(body).toEqual({ code: 1, msg: 'Token expired', data: null, reasonCode: 1100003 });
    expect((await store('products')).body.code).toBe(0);
  });

  it('uses code 1 and reasonCode 1100001 by default, and HTTP statuses as given', async () => {
    await addFault({ path: '/store/v1/collections', status: 502, times: 1 });
    const { status, body } = await store('collections');
    expect(status).toBe(502);
    expect(body).toEqual({ code: 1, msg: 'Injected fault', data: null, reasonCode: 1100001 });
  });

  it('matches every store path with a trailing *', async () => {
    await addFault({ path: '/store/v1/*', message: 'Store down', times: 3 });
    for (const path of ['products', 'collections', 'shop/app_info']) {
      expect((await store(path)).body, path).toEqual({ code: 1, msg: 'Store down', data: null, reasonCode: 1100001 });
    }
    expect((await store('products')).body.code).toBe(0);
  });

  it('delays store calls and sends raw bodies', async () => {
    await addFault({ path: '/store/v1/shop/shopify', delayMs: 120, times: 1 });
    const started = Date.now();
    expect((await store('shop/shopify')).body.code).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    await addFault({ path: '/store/v1/products', body: '{"code":0}', times: 1 });
    const raw = await fetch(`${server().url}/store/v1/products?app_id=${DEMO_APP_ID}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(await raw.text()).toBe('{"code":0}');
  });
});

describe('request log', () => {
  it('records method, path, start and end of each request', async () => {
    await fetch(`${server().url}/__test/requests`, { method: 'DELETE' });
    await callApi(server(), 'get_user_info', { token });
    await callApi(server(), 'save_shop_config', { token, body: { key: 'hide_setup_guide', value: 0, type: 'integer' } });
    const log = (await (await fetch(`${server().url}/__test/requests`)).json()) as Array<{ method: string; path: string; start: number; end: number }>;
    expect(log.map((entry) => `${entry.method} ${entry.path}`)).toEqual([`GET ${USER_INFO}`, 'POST /api/v1/admin/save_shop_config']);
    for (const entry of log) {
      expect(entry.end).toBeGreaterThanOrEqual(entry.start);
      expect(Math.abs(entry.start - Date.now())).toBeLessThan(10_000);
    }
  });
});

describe('options', () => {
  it('adds latency to /api requests', async () => {
    const slow = await startTestServer({ latencyMs: 120 });
    try {
      const started = Date.now();
      const { body } = await callApi(slow, 'get_user_info', { token });
      expect(Date.now() - started).toBeGreaterThanOrEqual(110);
      expect(body.code).toBe(0);
    } finally {
      await slow.close();
    }
  });

  it('has no /__test endpoints when test controls are off', async () => {
    const plain = await startTestServer({ testControls: false });
    try {
      expect((await fetch(`${plain.url}/__test/requests`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('close() stops the server, keep-alive connections included', async () => {
    const temp = await startTestServer();
    expect((await callApi(temp, 'get_user_info', { token })).status).toBe(200);
    await temp.close();
    await expect(fetch(`${temp.url}${USER_INFO}`)).rejects.toThrow();
    await temp.close();
  });

  it('close() during a slow request drops it without a server error', async () => {
    const temp = await startTestServer();
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      await fetch(`${temp.url}/__test/faults`, { method: 'POST', body: JSON.stringify({ path: USER_INFO, delayMs: 150 }) });
      const pending = fetch(`${temp.url}${USER_INFO}`, { headers: { Authorization: `Bearer ${token}` } });
      await new Promise((resolve) => setTimeout(resolve, 30));
      await temp.close();
      await expect(pending).rejects.toThrow();
      // The database closes once the delayed handler has finished; on a busy machine that takes a while.
      await vi.waitFor(() => expect(temp.db.open).toBe(false), { timeout: 10_000, interval: 25 });
      expect(stderr).not.toHaveBeenCalled();
    } finally {
      stderr.mockRestore();
    }
  });

  it('turns an unexpected failure into a 500 envelope without a stack', async () => {
    const broken = await startTestServer();
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      broken.db.exec('DROP TABLE shop_settings');
      const { status, body } = await callApi(broken, 'get_user_settings', { token });
      expect(status).toBe(500);
      expect(body).toEqual({ code: 50000, message: 'Internal error', data: null });
      expect(stderr.mock.calls.map((call) => String(call[0])).join('')).toContain('no such table: shop_settings');
    } finally {
      stderr.mockRestore();
      await broken.close();
    }
  });
});
