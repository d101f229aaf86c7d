/** What the guard knows about a navigation. */
export interface GuardInput {
  pathname: string;
  /** The query of the URL as strings. */
  search: Record<string, string>;
  /** The page needs a session (the admin pages; the public pages and /login do not). */
  needsAuth: boolean;
  /** A session token is available (stored, handed over, or from the host). */
  hasToken: boolean;
  /** Running inside the platform admin (tokens come from the host). */
  embedded: boolean;
}

/** Let the navigation through, or send it elsewhere. */
export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: '/auth'; search: Record<string, string> }
  | { type: 'redirect'; to: '/login' };

/**
 * The route guard of SPEC §2: `code` or `hmac` in the URL go to /auth with the original query
 * and a `path` parameter; a page needing auth goes to /login when there is neither a token nor
 * an embedded context. (An unknown path never gets here: the tree's catch-all sends it to /404.)
 */
export function decideGuard(input: GuardInput): GuardDecision {
  const { pathname, search } = input;
  if (pathname !== '/auth' && ('code' in search || 'hmac' in search)) {
    return { type: 'redirect', to: '/auth', search: { ...search, path: pathname } };
  }
  if (input.needsAuth && !input.hasToken && !input.embedded) return { type: 'redirect', to: '/login' };
  return { type: 'allow' };
}
