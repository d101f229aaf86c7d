import { beforeEach, describe, expect, it } from 'vitest';
import { fromBase64Json, scopeStorageToSession, storageGet, storageKey, storageRemove, storageSet, toBase64Json } from '../../../src/lib/storage';

describe('storage', () => {
  beforeEach(() => localStorage.clear());

  it('prefixes and upper-cases keys', () => {
    expect(storageKey('shopInfo')).toBe('REVIEWS_ADMIN_SHOPINFO');
    storageSet('token_a.myshopify.com', 'x');
    expect(localStorage.getItem('REVIEWS_ADMIN_TOKEN_A.MYSHOPIFY.COM')).not.toBeNull();
  });

  it('keeps a value until its expiry and drops it after', () => {
    const now = 1_000_000;
    storageSet('permissions', { remove_branding: true }, { expiresInS: 86_400 }, now);
    expect(storageGet('permissions', {}, now + 86_399_000)).toEqual({ remove_branding: true });
    expect(storageGet('permissions', {}, now + 86_400_000)).toBeNull();
    expect(localStorage.getItem(storageKey('permissions'))).toBeNull();
  });

  it('reads a corrupt value as null and removes it', () => {
    localStorage.setItem(storageKey('x'), '{not json');
    expect(storageGet('x')).toBeNull();
    expect(localStorage.getItem(storageKey('x'))).toBeNull();
  });

  it('removes values, and sessionStorage is separate', () => {
    storageSet('a', 1, { session: true });
    expect(storageGet('a')).toBeNull();
    expect(storageGet('a', { session: true })).toBe(1);
    storageRemove('a', { session: true });
    expect(storageGet('a', { session: true })).toBeNull();
  });

  it('round-trips any Unicode text through base64', () => {
    const info = { name: 'Café 東京 🌿', id: 7 };
    const b64 = toBase64Json(info);
    expect(b64).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(fromBase64Json(b64)).toEqual(info);
    expect(fromBase64Json('%%%')).toBeNull();
  });
});

describe('storage scoped to the session (second host)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('writes nothing to localStorage, reads back from sessionStorage, and removes every key written on release', () => {
    localStorage.setItem('host-key', '1');
    sessionStorage.setItem('host-session-key', '2');
    const release = scopeStorageToSession();
    storageSet('lang', 'de');
    storageSet('shopInfo', 'x', { expiresInS: 60 });
    storageSet('loginState', 's', { session: true });
    expect(Object.keys(localStorage)).toEqual(['host-key']);
    expect(storageGet('lang')).toBe('de');
    expect(sessionStorage.getItem(storageKey('lang'))).not.toBeNull();
    release();
    expect(Object.keys(localStorage)).toEqual(['host-key']);
    expect(Object.keys(sessionStorage)).toEqual(['host-session-key']);
    storageSet('lang', 'fr');
    expect(localStorage.getItem(storageKey('lang'))).not.toBeNull();
  });
});
