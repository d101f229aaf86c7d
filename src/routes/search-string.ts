import { toQueryString } from '../api/query';

/** Plain query strings (`?id=12`), not JSON-encoded values: every value reads as a string. */
export function parseSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr));
}

/** Writes search params as a plain query string, leaving out empty values. */
export function stringifySearch(search: Record<string, unknown>): string {
  const plain: Record<string, string> = {};
  for (const [k, v] of Object.entries(search)) if (v !== undefined && v !== null && v !== '') plain[k] = String(v);
  return toQueryString(plain);
}
