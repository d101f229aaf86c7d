import type { AuthSession } from '../../machines/auth/auth.types';
import { TOKEN_REUSE_MARGIN_S } from '../lib/constants';
import { secondsToExpiry } from '../lib/jwt';
import { storageGet, storageRemove, storageSet } from '../lib/storage';

const SHOP_KEY = 'shopifyDomain';
const tokenKey = (shop: string) => `token_${shop}`;
const SUPER_ADMIN_KEY = 'isSuperAdmin';

/** The session kept by the standalone host, when its token is still good for more than 10 s. */
export function loadStoredSession(nowMs = Date.now()): { token: string; shop: string; superAdmin: boolean } | null {
  const shop = storageGet<string>(SHOP_KEY);
  if (!shop) return null;
  const token = storageGet<string>(tokenKey(shop));
  if (!token) return null;
  const left = secondsToExpiry(token, nowMs);
  if (left !== null && left <= TOKEN_REUSE_MARGIN_S) {
    storageRemove(tokenKey(shop));
    return null;
  }
  return { token, shop, superAdmin: storageGet<boolean>(SUPER_ADMIN_KEY, { session: true }) === true };
}

/** Keeps the session's token per store (standalone host only). */
export function storeSession(session: Pick<AuthSession, 'token' | 'shop' | 'superAdmin'>): void {
  storageSet(SHOP_KEY, session.shop);
  storageSet(tokenKey(session.shop), session.token);
  if (session.superAdmin) storageSet(SUPER_ADMIN_KEY, true, { session: true });
  else storageRemove(SUPER_ADMIN_KEY, { session: true });
}

/** Forgets the stored token of the current store. */
export function clearStoredSession(): void {
  const shop = storageGet<string>(SHOP_KEY);
  if (shop) storageRemove(tokenKey(shop));
  storageRemove(SUPER_ADMIN_KEY, { session: true });
}
