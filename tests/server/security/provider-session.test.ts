import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers';

/** Issue 13, item 1: the provider demo's session route gives no token to just anyone. */
describe('provider demo session route, demo mode off (the default)', () => {
  const server = useTestServer();

  it('does not exist', async () => {
    const res = await fetch(`${server().url}/provider/session`, { headers: { Referer: `${server().url}/provider/` } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/eyJ/);
  });
});

describe('provider demo session route, demo mode on', () => {
  const server = useTestServer({ providerDemo: true });

  it('refuses a call that does not come from the hub page of this server', async () => {
    const url = `${server().url}/provider/session`;
    const bare = await fetch(url);
    const foreign = await fetch(url, { headers: { Referer: 'https://attacker.example/provider/', Origin: 'https://attacker.example' } });
    const crossSite = await fetch(url, { headers: { Referer: `${server().url}/provider/`, 'Sec-Fetch-Site': 'cross-site' } });
    const otherPage = await fetch(url, { headers: { Referer: `${server().url}/` } });
    for (const res of [bare, foreign, crossSite, otherPage]) {
      expect(res.status).toBe(403);
      expect(await res.text()).not.toMatch(/eyJ/);
    }
  });

  it('gives the hub page a short-lived token whatever lifetime is asked for', async () => {
    const res = await fetch(`${server().url}/provider/session?ttl=31536000`, {
      headers: { Referer: `${server().url}/provider/#dashboard`, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const { token } = (await res.json()) as { token: string };
    const claims = decodeJwt(token);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(15 * 60);
  });
});
