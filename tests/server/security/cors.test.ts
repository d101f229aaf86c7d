import { describe, expect, it } from 'vitest';
import { demoToken, useTestServer } from '../helpers';

const HUB = 'https://hub.example.com';
const STRANGER = 'https://evil.example';

/** A CORS preflight for a call with a bearer token, as the browser sends it. */
function preflight(url: string, origin: string, method = 'GET', headers = 'authorization,x-requested-with'): Promise<Response> {
  return fetch(url, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers },
  });
}

/** The paths the embedded bundle reads cross-origin: the admin API, the store API, locale files, chunks, uploads. */
const paths = (base: string) => [
  `${base}/api/v1/admin/get_user_info`,
  `${base}/store/v1/products`,
  `${base}/locales/en/common.json`,
  `${base}/dist/reviews-admin.css`,
  `${base}/uploads/x.png`,
];

describe('CORS: only configured origins may call the server from their pages', () => {
  const server = useTestServer({ corsOrigins: [HUB] });

  it('a configured origin gets its own origin back on the preflight, with the headers the bundle sends', async () => {
    for (const url of paths(server().url)) {
      const res = await preflight(url, HUB);
      expect(res.status, url).toBeLessThan(300);
      expect(res.headers.get('access-control-allow-origin'), url).toBe(HUB);
      expect(res.headers.get('vary') ?? '', url).toMatch(/origin/i);
    }
    const api = await preflight(`${server().url}/api/v1/admin/save_settings`, HUB, 'POST', 'authorization,content-type,x-requested-with');
    expect(api.headers.get('access-control-allow-methods')).toContain('POST');
    expect((api.headers.get('access-control-allow-headers') ?? '').toLowerCase()).toContain('authorization');
    expect((api.headers.get('access-control-allow-headers') ?? '').toLowerCase()).toContain('content-type');
  });

  it('a configured origin may read the answer of a signed-in call, and the reauthorize header', async () => {
    const res = await fetch(`${server().url}/api/v1/admin/get_user_info`, {
      headers: { Origin: HUB, Authorization: `Bearer ${await demoToken()}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(HUB);
    expect(res.headers.get('access-control-expose-headers') ?? '').toMatch(/X-Shopify-API-Request-Failure-Reauthorize/i);
    // No cookie is used: credentials are never allowed.
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('an unknown origin gets no Access-Control-Allow-Origin, neither on the preflight nor on the answer', async () => {
    for (const url of paths(server().url)) {
      const res = await preflight(url, STRANGER);
      expect(res.headers.get('access-control-allow-origin'), url).toBeNull();
    }
    const answer = await fetch(`${server().url}/api/v1/admin/get_user_info`, {
      headers: { Origin: STRANGER, Authorization: `Bearer ${await demoToken()}` },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    // A look-alike of the configured origin (other scheme, other port, a suffix) is another origin.
    for (const lookalike of ['http://hub.example.com', 'https://hub.example.com:8443', 'https://hub.example.com.evil.example']) {
      const res = await preflight(`${server().url}/api/v1/admin/get_user_info`, lookalike);
      expect(res.headers.get('access-control-allow-origin'), lookalike).toBeNull();
    }
  });

  it('the server’s own origin needs no entry', async () => {
    const own = new URL(server().url).origin;
    const res = await preflight(`${server().url}/api/v1/admin/get_user_info`, own);
    expect(res.headers.get('access-control-allow-origin')).toBe(own);
  });
});

describe('CORS: with no origin configured', () => {
  const server = useTestServer({ corsOrigins: [] });

  it('no other origin is allowed (the wildcard is gone)', async () => {
    for (const url of paths(server().url)) {
      const res = await preflight(url, HUB);
      expect(res.headers.get('access-control-allow-origin'), url).toBeNull();
    }
  });
});
