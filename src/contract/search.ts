import * as z from 'zod/mini';

/*
 * Search params of the routes (SPEC §2). URLs carry plain query strings (`?id=12`), so every
 * value arrives as a string; navigation inside the app may also pass numbers. Values that
 * cannot mean anything (empty text, a number that is not one) read as absent.
 */

/** What a query value may be when the app builds a URL. */
const queryValue = z.union([z.string(), z.number()]);

/** An optional param read with `read` (undefined reads as absent). */
const param = <T>(read: (value: string | number) => T | undefined) => z.optional(z.pipe(queryValue, z.transform(read)));

/** An optional text param: empty reads as absent, a number becomes its text. */
const text = param((v) => (v === '' ? undefined : String(v)));

/** An optional text param with surrounding blanks removed (blank reads as absent). */
const trimmed = param((v) => String(v).trim() || undefined);

/** An optional number param: text becomes a number, anything not a finite number reads as absent. */
const num = param((v) => {
  const n = typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v);
  return Number.isFinite(n) ? n : undefined;
});

/** An optional param of the review list: text as is, numbers as text, true and false as `1` and `0`. */
const listValue = z.optional(
  z.pipe(
    z.union([z.string(), z.number(), z.boolean()]),
    z.transform((v) => (v === '' ? undefined : typeof v === 'boolean' ? (v ? '1' : '0') : String(v))),
  ),
);

/** `/`: the analytics range in days (0 for all time); the dashboard falls back to its default. */
export const dashboardSearch = z.object({ range: num });

/** `/reviewList`: the list state kept in the address (tab, view, filters, sort, page, opened review). */
export const reviewListSearch = z.object({
  tab: listValue,
  view: listValue,
  rating: listValue,
  source: listValue,
  media: listValue,
  verified: listValue,
  answered: listValue,
  product: listValue,
  product_title: listValue,
  q: listValue,
  from: listValue,
  to: listValue,
  sort: listValue,
  page: listValue,
  id: listValue,
});

/** `/plan`: where the merchant came from, and the way back from the billing page. */
export const planSearch = z.object({ source: text, charge_id: text, declined: text });

/** `/settings/language`: the language whose custom words are edited. */
export const languageSearch = z.object({ lang: text });

/** `/file_upload_detail`: the import to show. */
export const fileUploadDetailSearch = z.object({ id: trimmed });

/** `/bookmark_import` and `/amazon_bookmark_import`: the shop's key and the marketplace link. */
export const bookmarkSearch = z.object({ key: trimmed, url: trimmed });

/** `/collect`: the funnel's period in days (7, 30 or 90; the screen falls back to 30). */
export const collectSearch = z.object({ days: num });

/** `/collect/orders`: the status filter, the search text and the page (read with {@link pageOf}). */
export const requestOrdersSearch = z.object({ status: text, q: trimmed, page: text });

/** Email template pages: `?lang=` picks the template's language (the shop's when absent). */
export const emailTemplateSearch = z.object({ lang: text });

/** `/collect/review_request_link`: `?product=` links to one product's form (the shop's when absent). */
export const requestLinkSearch = z.object({ product: trimmed });

/** `/collect/auth_import`: the store customers' search text and page. */
export const storeCustomersSearch = z.object({ q: trimmed, page: text });

/** A 1-based page number from a `?page=` text (1 for anything that is not a positive number). */
export const pageOf = (page: string | undefined): number => {
  const n = Math.floor(Number(page));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 100_000) : 1;
};
