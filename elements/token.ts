import { setPageToken } from '../src/app/runtime';

/** The method every element of the bundle has for the token hand-over. */
export interface TokenMethods {
  /**
   * Hands the page-wide runtime a fresh session token, e.g. in answer to
   * `reviews-admin-expired-token`; the calls waiting for it are retried with it. Any element on the
   * page will do. Throws a TypeError unless the token is a non-empty string.
   */
  setToken(token: string): void;
}

/** The element class with `setToken(token)` added. */
export function withSetToken<T extends CustomElementConstructor>(Base: T): T {
  return class extends Base implements TokenMethods {
    setToken(token: string): void {
      setPageToken(token);
    }
  };
}
