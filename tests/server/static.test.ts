import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers';

const root = mkdtempSync(join(tmpdir(), 'reviews-static-'));
const INDEX = '<!doctype html><html><body><reviews-admin></reviews-admin></body></html>';
const BIG_JS = `export const words = ${JSON.stringify('lorem ipsum '.repeat(400))};\n`;

beforeAll(() => {
  mkdirSync(join(root, 'demo', 'platform'), { recursive: true });
  mkdirSync(join(root, 'dist'), { recursive: true });
  mkdirSync(join(root, 'src', 'locales', 'en'), { recursive: true });
  writeFileSync(join(root, 'demo', 'index.html'), INDEX);
  writeFileSync(join(root, 'demo', 'platform', 'index.html'), '<p>platform</p>');
  writeFileSync(join(root, 'dist', 'reviews-admin.js'), BIG_JS);
  writeFileSync(join(root, 'dist', 'chunk-Dk3x9QaZ.js'), 'export const a = 1;');
  writeFileSync(join(root, 'dist', 'reviews-admin.css'), 'body{color:red}');
  writeFileSync(join(root, 'src', 'locales', 'en', 'common.json'), '{"hello":"Hello"}');
  writeFileSync(join(root, 'secret.txt'), 'do not serve');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
const server = useTestServer({ staticRoot: root });

/** A raw request, so the path reaches the server exactly as written. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server().url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static files', () => {
  it.each(['/', '/login', '/reviewList', '/settings/language', '/collect/auto_leave_reviews/thankyou'])('serves index.html for %s', async (path) => {
    const response = await fetch(`${server().url}${path}?shop=x`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it('does not fall back for API, oauth, control or file-like paths', async () => {
    for (const path of ['/favicon.ico', '/api/v1/other', '/store/v1/other', '/store/images/x.png', '/oauth/other', '/dist/missing.js']) {
      const response = await fetch(`${server().url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toBe(INDEX);
    }
  });

  it('serves dist files with content types and cache policy', async () => {
    const hashed = await fetch(`${server().url}/dist/chunk-Dk3x9QaZ.js`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const entry = await fetch(`${server().url}/dist/reviews-admin.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(await entry.text()).toBe(BIG_JS);
    const css = await fetch(`${server().url}/dist/reviews-admin.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('revalidates with ETag', async () => {
    const first = await fetch(`${server().url}/dist/reviews-admin.js`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await fetch(`${server().url}/dist/reviews-admin.js`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(second.status).toBe(304);
  });

  it('compresses text with brotli or gzip', async () => {
    const br = await fetch(`${server().url}/dist/reviews-admin.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(BIG_JS);
    const gz = await fetch(`${server().url}/dist/reviews-admin.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Number(gz.headers.get('content-length'))).toBeLessThan(BIG_JS.length / 4);
    expect(await gz.text()).toBe(BIG_JS);
  });

  it('serves locales from src/locales when dist/locales is missing', async () => {
    const response = await fetch(`${server().url}/locales/en/common.json?v=123`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ hello: 'Hello' });
  });

  it('serves demo/platform with its index', async () => {
    const response = await fetch(`${server().url}/platform/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<p>platform</p>');
    expect((await fetch(`${server().url}/provider/`)).status).toBe(404);
  });

  it.each([
    '/dist/..%2fsecret.txt',
    '/dist/%2e%2e%2fsecret.txt',
    '/dist/..%5csecret.txt',
    '/locales/..%2f..%2f..%2fsecret.txt',
    '/platform/..%2f..%2fsecret.txt',
    '/dist/%00secret.txt',
  ])('refuses path traversal %s', async (path) => {
    const { status, body } = await rawGet(path);
    expect([400, 403, 404]).toContain(status);
    expect(body).not.toContain('do not serve');
  });

  it('never serves a file above the root even with a literal ..', async () => {
    const { body } = await rawGet('/dist/../../secret.txt');
    expect(body).not.toContain('do not serve');
  });
});
