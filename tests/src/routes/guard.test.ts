import { describe, expect, it } from 'vitest';
import { decideGuard } from '../../../src/routes/guard';
import { MAIN_NAV } from '../../../src/routes/nav';

describe('main navigation', () => {
  it('has the items of SPEC §2 in order', () => {
    expect(MAIN_NAV.map((n) => n.path)).toEqual([
      '/', '/display', '/reviewList', '/collect', '/import', '/integrations', '/settings', '/plan', '/recommended',
    ]);
    expect(MAIN_NAV.find((n) => n.path === '/plan')).toMatchObject({ search: { source: 'navigation' } });
  });
});

describe('decideGuard', () => {
  const base = { search: {}, needsAuth: true, hasToken: false, embedded: false };
  const at = (pathname: string, extra: Partial<Parameters<typeof decideGuard>[0]> = {}) => decideGuard({ ...base, pathname, ...extra });

  it('sends a page needing auth to /login without token or embedded context', () => {
    expect(at('/reviewList')).toEqual({ type: 'redirect', to: '/login' });
  });

  it('lets a page needing auth through with a token or inside the platform', () => {
    expect(at('/reviewList', { hasToken: true })).toEqual({ type: 'allow' });
    expect(at('/reviewList', { embedded: true })).toEqual({ type: 'allow' });
  });

  it('lets public pages through without a token', () => {
    expect(at('/login', { needsAuth: false })).toEqual({ type: 'allow' });
    expect(at('/privacy_policy', { needsAuth: false })).toEqual({ type: 'allow' });
  });

  it('sends code or hmac in the URL to /auth with the query and the path', () => {
    expect(at('/plan', { search: { code: 'abc', shop: 's.myshopify.com' } })).toEqual({
      type: 'redirect',
      to: '/auth',
      search: { code: 'abc', shop: 's.myshopify.com', path: '/plan' },
    });
    expect(at('/', { search: { hmac: 'f00' }, hasToken: true })).toEqual({ type: 'redirect', to: '/auth', search: { hmac: 'f00', path: '/' } });
    expect(at('/affiliate', { search: { hmac: 'f00' }, needsAuth: false })).toEqual({
      type: 'redirect',
      to: '/auth',
      search: { hmac: 'f00', path: '/affiliate' },
    });
  });

  it('does not loop on /auth itself', () => {
    expect(at('/auth', { search: { code: 'abc' }, needsAuth: false })).toEqual({ type: 'allow' });
  });
});
