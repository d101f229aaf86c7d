import type { ProductRef, ReviewStatus } from './types';

/** Multi-line text as stored: NFC, Unix line breaks, trimmed. */
export const cleanText = (raw: string | undefined): string => (raw ?? '').normalize('NFC').replace(/\r\n?/g, '\n').trim();

/** Single-line text: like cleanText with every whitespace run collapsed to one space. */
export const oneLine = (raw: string | undefined): string => cleanText(raw).replace(/\s+/g, ' ');

const FILLED_STARS = /[★⭐✭✮✯✪✫✬]/gu;
const STARS_ONLY = /^(?:[★⭐✭✮✯✪✫✬☆✩\s]|\uFE0F)+$/u;
const NUMERIC_RATING = /^(\d+)(?:[.,]0+)?\s*(?:\/\s*5(?:[.,]0+)?|(?:out\s+)?of\s+5|stars?)?$/i;

/**
 * Reads a star rating: whole numbers 1–5 written as `4`, `4.0`, `4,0`, `4/5`, `4 out of 5`,
 * `4 stars`, or as star characters (`★★★★`, `★★★★☆`, `****`). Anything else, including
 * half stars, gives null.
 */
export function parseRating(raw: string): number | null {
  const text = raw.trim();
  if (text === '') return null;
  let value: number;
  if (STARS_ONLY.test(text)) {
    const symbols = text.replace(/[\s\uFE0F]/gu, '');
    if ([...symbols].length > 5) return null;
    value = (text.match(FILLED_STARS) ?? []).length;
  } else if (/^\*{1,5}$/.test(text)) {
    value = text.length;
  } else {
    const m = NUMERIC_RATING.exec(text);
    if (!m) return null;
    value = Number(m[1]);
  }
  return Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
}

const YES = new Set(['true', 'yes', 'y', '1', 't', 'x', '✓', '✔', 'verified', 'verified buyer', 'verified purchase', 'verified_buyer']);
const NO = new Set(['false', 'no', 'n', '0', 'f', '-', 'unverified', 'not verified']);

/** Reads a verified-purchase flag; null when empty or not a recognised yes/no value. */
export function parseVerified(raw: string): boolean | null {
  const text = raw.trim().toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return null;
}

const STATUS_WORDS: Record<ReviewStatus, readonly string[]> = {
  published: ['published', 'publish', 'approved', 'active', 'visible', 'shown', 'live', 'ok', 'yes', 'true', '1'],
  hidden: ['hidden', 'hide', 'unpublished', 'rejected', 'disabled', 'inactive', 'archived', 'spam', 'no', 'false', '0'],
  pending: ['pending', 'not-yet', 'not yet', 'notyet', 'awaiting', 'unmoderated', 'moderation', 'review', 'new'],
};

/**
 * Reads a moderation state from any source's wording (our `status`, Shopify `state`,
 * Judge.me `curated`: ok / not-yet / spam). Spam becomes hidden. Null when empty or unknown.
 */
export function parseStatus(raw: string): ReviewStatus | null {
  const text = raw.trim().toLowerCase().replace(/_/g, '-');
  for (const status of Object.keys(STATUS_WORDS) as ReviewStatus[]) {
    if (STATUS_WORDS[status].includes(text)) return status;
  }
  return null;
}

/**
 * Splits a media cell into entries. Separators: `|` and line breaks always; a space, comma or
 * semicolon only when the next entry starts with a scheme (`https:`, `javascript:`…) or `//`, so
 * commas inside a URL (image-CDN transformations, data: URLs) and a space inside a file name
 * (`https://cdn.example/my photo.jpg`, repaired by the check) stay in their entry.
 * Protocol-relative `//host/…` becomes `https://host/…`.
 */
export function splitMediaUrls(raw: string): string[] {
  return raw
    .split(/[|\r\n]+|[,;\s]\s*(?=[a-z][a-z0-9+.-]*:|\/\/)/i)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => (entry.startsWith('//') ? `https:${entry}` : entry));
}

/** Other ways files write a country, upper-cased, with their ISO code. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  USA: 'US', 'U.S.': 'US', 'U.S.A.': 'US', 'UNITED STATES OF AMERICA': 'US', AMERICA: 'US',
  'GREAT BRITAIN': 'GB', BRITAIN: 'GB', 'U.K.': 'GB', ENGLAND: 'GB', SCOTLAND: 'GB', WALES: 'GB', 'NORTHERN IRELAND': 'GB',
  HOLLAND: 'NL', 'THE NETHERLANDS': 'NL', DEUTSCHLAND: 'DE', ESPAÑA: 'ES', ESPANA: 'ES', ITALIA: 'IT', SVERIGE: 'SE',
  NORGE: 'NO', DANMARK: 'DK', SUOMI: 'FI', ÖSTERREICH: 'AT', SCHWEIZ: 'CH', SUISSE: 'CH', POLSKA: 'PL', BRASIL: 'BR',
};

let countryNames: Map<string, string> | null = null;

/** English country names (and their common short forms) to ISO 3166-1 alpha-2 codes, built once. */
function countryNameIndex(): Map<string, string> {
  if (countryNames) return countryNames;
  const index = new Map<string, string>(Object.entries(COUNTRY_ALIASES));
  try {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (let a = 65; a <= 90; a += 1) {
      for (let b = 65; b <= 90; b += 1) {
        const code = String.fromCharCode(a, b);
        const name = names.of(code);
        const current = Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
        if (current && name && name !== code && !index.has(name.toUpperCase())) index.set(name.toUpperCase(), code);
        // "Myanmar (Burma)", "Congo - Kinshasa": the short form too
        const short = name?.replace(/\s*\(.*\)$/, '');
        if (current && short && short !== name && !index.has(short.toUpperCase())) index.set(short.toUpperCase(), code);
      }
    }
  } catch {
    /* no Intl.DisplayNames: aliases only */
  }
  countryNames = index;
  return index;
}

/** The ISO code of a country written out (`United Kingdom`, `Germany`, `USA`), or null when unknown. */
export function countryCodeOf(raw: string): string | null {
  const text = raw.normalize('NFC').trim().replace(/\s+/g, ' ').toUpperCase();
  if (text === '') return null;
  return countryNameIndex().get(text) ?? countryNameIndex().get(text.replace(/^THE /, '')) ?? null;
}

/** Upper-cased country code; `UK` becomes `GB`. Other text is kept upper-cased for validation to judge. */
export function normalizeCountry(raw: string): string {
  const text = raw.trim().toUpperCase();
  return text === 'UK' ? 'GB' : text;
}

/** A product id as given, without a `gid://…/Product/` or Okendo `shopify-` prefix or an Excel `.0` suffix. */
export function normalizeProductId(raw: string): string {
  const text = raw.trim();
  const prefixed = /^(?:gid:\/\/[^/]+\/Product\/|shopify-)(\d+)$/i.exec(text);
  if (prefixed) return prefixed[1]!;
  return /^\d+\.0+$/.test(text) ? text.replace(/\.0+$/, '') : text;
}

/** A product handle, lower-cased; a product page URL gives the segment after `/products/`. */
export function normalizeHandle(raw: string): string {
  let text = raw.trim();
  const fromUrl = /\/products\/([^/?#]+)/i.exec(text);
  if (fromUrl) {
    text = fromUrl[1]!;
    try {
      text = decodeURIComponent(text);
    } catch {
      /* keep the encoded form */
    }
  }
  return text.toLowerCase();
}

/** Builds a product reference from the id, handle and SKU cells, leaving out empty parts. */
export function productRefOf(id: string, handle: string, sku: string): ProductRef {
  const ref: ProductRef = {};
  const cleanId = normalizeProductId(id);
  const cleanHandle = normalizeHandle(handle);
  const cleanSku = sku.trim();
  if (cleanId) ref.id = cleanId;
  if (cleanHandle) ref.handle = cleanHandle;
  if (cleanSku) ref.sku = cleanSku;
  return ref;
}
