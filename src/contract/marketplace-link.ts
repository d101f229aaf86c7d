import type { Marketplace } from './marketplace';

/** Why a marketplace link was refused. */
export type MarketplaceLinkReason = 'empty' | 'notUrl' | 'notMarketplace' | 'notItemPage' | 'wrongMarketplace';

/** The result of a marketplace link check. */
export type MarketplaceLinkCheck =
  | { ok: true; marketplace: Marketplace; itemId: string; url: string }
  | { ok: false; reason: MarketplaceLinkReason; /** Translation key of the message (namespace `marketplace`). */ key: string };

/** Top-level domains the AliExpress item pages live on. */
const ALIEXPRESS_TLDS = ['com', 'us', 'ru'] as const;
/** Top-level domains of the Amazon stores. */
const AMAZON_TLDS = [
  'com', 'ca', 'com.mx', 'com.br', 'co.uk', 'de', 'fr', 'it', 'es', 'nl', 'se', 'pl', 'com.be', 'com.tr',
  'ae', 'sa', 'eg', 'in', 'co.jp', 'com.au', 'sg', 'cn',
] as const;

const ALIEXPRESS_PATH = /^\/(?:item|i)\/(\d{6,20})\.html$/;
const AMAZON_PATH = /^(?:\/[^/]+)?\/(?:dp|gp\/product)\/([A-Za-z0-9]{10})(?:\/.*)?$/;

/** The top-level domain of `host` when it is `<name>.<tld>` or a sub-domain of it, for one of `tlds`; else null. */
function marketplaceTld(host: string, name: string, tlds: readonly string[]): string | null {
  for (const tld of tlds) {
    const base = `${name}.${tld}`;
    if (host === base || host.endsWith(`.${base}`)) return tld;
  }
  return null;
}

const refuse = (reason: MarketplaceLinkReason): MarketplaceLinkCheck => ({ ok: false, reason, key: `link.errors.${reason}` });

/**
 * Checks a marketplace link (SPEC §5): an AliExpress item page
 * (`https://<sub>.aliexpress.<tld>/item/<digits>.html` or `/i/<digits>.html`) or an Amazon product
 * page (`/dp/<ASIN>` or `/gp/product/<ASIN>` on an `amazon.<tld>` host, the ASIN 10 letters or
 * digits, optionally after a title segment). Only http(s) links on the real marketplace hosts
 * pass (no look-alike hosts, user names or ports). Answers the marketplace, the item id and a
 * canonical https address, or the reason with its translation key. `only` limits the check to one
 * marketplace.
 */
export function checkMarketplaceLink(text: string, only?: Marketplace): MarketplaceLinkCheck {
  const trimmed = text.trim();
  if (trimmed === '') return refuse('empty');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return refuse('notUrl');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port) return refuse('notUrl');
  const host = url.hostname.toLowerCase();
  const aliTld = marketplaceTld(host, 'aliexpress', ALIEXPRESS_TLDS);
  const amazonTld = aliTld ? null : marketplaceTld(host, 'amazon', AMAZON_TLDS);
  const marketplace: Marketplace | null = aliTld ? 'aliexpress' : amazonTld ? 'amazon' : null;
  if (!marketplace) return refuse('notMarketplace');
  if (only && marketplace !== only) return refuse('wrongMarketplace');
  if (aliTld) {
    const id = ALIEXPRESS_PATH.exec(url.pathname)?.[1];
    return id ? { ok: true, marketplace, itemId: id, url: `https://www.aliexpress.${aliTld}/item/${id}.html` } : refuse('notItemPage');
  }
  const asin = AMAZON_PATH.exec(url.pathname)?.[1]?.toUpperCase();
  return asin ? { ok: true, marketplace, itemId: asin, url: `https://www.amazon.${amazonTld}/dp/${asin}` } : refuse('notItemPage');
}

/** An AliExpress item-page link (see {@link checkMarketplaceLink}). */
export const checkAliExpressLink = (text: string): MarketplaceLinkCheck => checkMarketplaceLink(text, 'aliexpress');

/** An Amazon product-page link (see {@link checkMarketplaceLink}). */
export const checkAmazonLink = (text: string): MarketplaceLinkCheck => checkMarketplaceLink(text, 'amazon');
