/** A value allowed in a query string. */
export type QueryValue = string | number | boolean | null | undefined;
/** Query parameters; arrays become repeated keys (`ids=1&ids=2`). */
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/** Serialises query parameters, repeating the key for each array item and skipping null/undefined. */
export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items as QueryValue[]) {
      if (item === null || item === undefined) continue;
      params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
