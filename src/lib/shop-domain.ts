/** A store's permanent domain: `handle.myshopify.com`. */
const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]{1,60}\.myshopify\.com$/;

/**
 * Normalises what a merchant typed as a shop (a handle, a domain, or an admin URL)
 * to `handle.myshopify.com`, or returns null when it cannot be one.
 */
export function normalizeShopDomain(input: string): string | null {
  let text = input.trim().toLowerCase();
  if (!text) return null;
  text = text.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
  if (!text.includes('.')) text = `${text}.myshopify.com`;
  return SHOP_DOMAIN.test(text) ? text : null;
}
