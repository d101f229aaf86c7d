import { describe, expect, it } from 'vitest';
import { checkServerUrl } from '../../../src/app/checked-navigation';
import { detectMode } from '../../../src/app/config';
import { framedByAdmin } from '../../../src/app/host/admin-origin';
import { takeWindowNameToken } from '../../../src/app/host/provider.host';

/** A window as far as the mode and host checks read it. */
function fakeWindow(over: { name?: string; search?: string; framed?: boolean; ancestors?: string[] } = {}): Window {
  const self = {} as Window;
  const location = { search: over.search ?? '', ...(over.ancestors ? { ancestorOrigins: Object.assign([...over.ancestors], { contains: () => false, item: () => null }) } : {}) };
  return Object.assign(self, { name: over.name ?? '', location, self, top: over.framed ? ({} as Window) : self }) as Window;
}

describe('host mode (item 5)', () => {
  it('a window name never makes the page a second host', () => {
    const win = fakeWindow({ name: JSON.stringify({ token: 't', shop: 'other.myshopify.com' }) });
    expect(detectMode(undefined, win)).toBe('standalone');
    expect(detectMode('standalone', win)).toBe('standalone');
    expect(detectMode('provider', win)).toBe('provider');
  });

  it("the second host's token is read once and cleared from the window name", () => {
    const win = fakeWindow({ name: JSON.stringify({ token: 't1', shop: 'a.myshopify.com' }) });
    expect(takeWindowNameToken(win)).toEqual({ token: 't1', shop: 'a.myshopify.com' });
    expect(win.name).toBe('');
    expect(takeWindowNameToken(win)).toEqual({ token: 't1', shop: 'a.myshopify.com' });
    win.name = JSON.stringify({ token: 't2', shop: 'a.myshopify.com' });
    expect(takeWindowNameToken(win)?.token).toBe('t2');
    expect(win.name).toBe('');
  });
});

describe('ancestors of the embedded app (item 4)', () => {
  it('every ancestor must be the admin named by the host; a browser without ancestorOrigins is not refused', () => {
    const admin = 'https://admin.shopify.com';
    expect(framedByAdmin(fakeWindow({ framed: true, ancestors: [admin] }), admin)).toBe(true);
    expect(framedByAdmin(fakeWindow({ framed: true, ancestors: ['https://evil.example'] }), admin)).toBe(false);
    expect(framedByAdmin(fakeWindow({ framed: true, ancestors: [admin, 'https://evil.example'] }), admin)).toBe(false);
    expect(framedByAdmin(fakeWindow({ framed: true, ancestors: [] }), admin)).toBe(false);
    expect(framedByAdmin(fakeWindow({ framed: true }), admin)).toBe(true);
  });
});

describe('server-given URLs (item 6)', () => {
  const allowed = ['http://127.0.0.1:3000', 'https://admin.shopify.com', 'https://demo.myshopify.com'];
  const base = 'http://127.0.0.1:3000/login';
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'https://evil.example/charge',
    'https://admin.shopify.com.evil.example/',
    'https://user:pw@admin.shopify.com/',
    'http://admin.shopify.com/store/x',
    '//evil.example/x',
    'http://127.0.0.1:4000/auth',
  ])('refuses %s', (url) => {
    expect(checkServerUrl(url, allowed, base)).toBeNull();
  });
  it.each([
    ['http://127.0.0.1:3000/oauth/authorize?state=s', 'http://127.0.0.1:3000/oauth/authorize?state=s'],
    ['/billing/confirm?id=1', 'http://127.0.0.1:3000/billing/confirm?id=1'],
    ['https://admin.shopify.com/store/x/charges/1', 'https://admin.shopify.com/store/x/charges/1'],
    ['https://demo.myshopify.com/admin/charges/1', 'https://demo.myshopify.com/admin/charges/1'],
  ])('accepts %s', (url, href) => {
    expect(checkServerUrl(url, allowed, base)?.href).toBe(href);
  });
});
