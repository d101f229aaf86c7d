import { ApiError } from './errors';

/** Where a bearer token may come from, in the order they are tried (SPEC §6). */
export interface BearerSources {
  /** An explicit auth token (set after login, sign exchange or by the host page). */
  authToken?: string | null;
  /** The token kept in storage by the standalone host. */
  storedToken?: string | null;
  /** True when an App Bridge instance exists (then the stored token is skipped). */
  hasAppBridge: boolean;
  /** The embedded host's id token, when the host gives one. */
  idToken?: () => Promise<string | null>;
  /** App Bridge's session token. */
  bridgeToken?: () => Promise<string>;
  /** Reports a failure to get the App Bridge token (the app shows a toast, SPEC §6). */
  onBridgeError?: (message: string) => void;
}

/**
 * Picks the bearer token: explicit, stored (no App Bridge), host id token, then App Bridge. When the
 * admin does not hand over an App Bridge token, rejects with a `session` error: the call is not sent
 * without one (it would only come back 401 and be reported as something else).
 */
export async function resolveBearer(src: BearerSources): Promise<string | null> {
  if (src.authToken) return src.authToken;
  if (!src.hasAppBridge && src.storedToken) return src.storedToken;
  const id = src.idToken ? await src.idToken() : null;
  if (id) return id;
  if (src.bridgeToken) {
    try {
      return await src.bridgeToken();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      src.onBridgeError?.(message);
      throw new ApiError(message, 'session');
    }
  }
  return null;
}
