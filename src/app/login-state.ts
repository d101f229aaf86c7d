import { storageGet, storageRemove, storageSet } from '../lib/storage';

/** Storage name of the login state this tab is waiting for. */
const LOGIN_STATE_KEY = 'loginState';
/** How long an authorisation may take before the kept state is dropped (the server's state lives 10 minutes). */
const LOGIN_STATE_TTL_S = 15 * 60;

/**
 * Keeps, in this tab's session storage, the `state` of the authorisation URL a login sent us to,
 * so that /auth exchanges only a callback this browser started (login CSRF).
 */
export function rememberLoginState(authorizeUrl: string, base = window.location.href): void {
  let state: string | null = null;
  try {
    state = new URL(authorizeUrl, base).searchParams.get('state');
  } catch {
    /* not a URL: nothing to keep */
  }
  if (state) storageSet(LOGIN_STATE_KEY, state, { session: true, expiresInS: LOGIN_STATE_TTL_S });
}

/** The login state this tab is waiting for, or null. */
export function expectedLoginState(): string | null {
  return storageGet<string>(LOGIN_STATE_KEY, { session: true });
}

/** Forgets the kept state once its callback has been used. */
export function forgetLoginState(): void {
  storageRemove(LOGIN_STATE_KEY, { session: true });
}
