import type { RouteEntry } from './entry';

/** What the guard knows about a navigation. */
export interface GuardInput {
  pathname: string;
  /** The query of the URL as strings. */
  search: Record<string, string>;
  /** The menu entry the path matched, or null for an unknown path. */
  entry: RouteEntry | null;
  /** A session token is available (stored, handed over, or from the host). */
  hasToken: boolean;
  /** Running inside the platform admin (tokens come from the host). */
  embedded: boolean;
}

/** Let the navigation through, or send it elsewhere. */
export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string; search: Record<string, string> };

/**
 * The route guard of SPEC §2: `code` or `hmac` in the URL go to /auth with the original query
 * and a `path` parameter; an unknown path goes to /404; a path needing auth goes to /login
 * when there is neither a token nor an embedded context.
 */
export function decideGuard(input: GuardInput): GuardDecision {
  const { pathname, search, entry } = input;
  if (pathname !== '/auth' && ('code' in search || 'hmac' in search)) {
    return { type: 'redirect', to: '/auth', search: { ...search, path: pathname } };
  }
  if (!entry) return { type: 'redirect', to: '/404', search: {} };
  if ((entry.auth ?? true) && !input.hasToken && !input.embedded) {
    return { type: 'redirect', to: '/login', search: {} };
  }
  return { type: 'allow' };
}

/** The query of a URL search object as plain strings (non-string values JSON-encoded). */
export function searchAsStrings(search: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(search)) {
    if (v === undefined || v === null) continue;
    out[k] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  return out;
}
