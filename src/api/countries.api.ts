import { ofetch } from 'ofetch';
import * as z from 'zod/mini';
import { countryListSchema, type CountryEntry } from '../contract/countries';

const loaded = new Map<string, Promise<CountryEntry[]>>();

/**
 * The static country file at `url`, read once per page life (every caller shares the one read; a
 * failed read is tried again by the next caller). It is a file beside the bundle, not an API call.
 */
export function loadCountryList(url: string): Promise<CountryEntry[]> {
  const running = loaded.get(url);
  if (running) return running;
  const read = ofetch<unknown>(url, { retry: 1, headers: { Accept: 'application/json' } }).then((data) => z.parse(countryListSchema, data));
  loaded.set(url, read);
  read.catch(() => loaded.delete(url));
  return read;
}
