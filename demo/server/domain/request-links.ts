/*
 * The public addresses of a review request, all keyed by the request's random token: the review
 * form, the tracked open pixel and click, and unsubscribe (GET shows a page; POST is RFC 8058 one-click).
 */

/** Path prefix of the tracked open and click addresses and the unsubscribe page. */
export const REQUEST_LINKS_PREFIX = '/r';

/** The links of one request (absolute, from the server's public address). */
export function requestLinks(publicUrl: string, token: string) {
  const base = publicUrl.replace(/\/$/, '');
  const t = encodeURIComponent(token);
  return {
    /** The review form itself (the public /email_review page). */
    form: (productId?: string) => `${base}/email_review?token=${t}${productId ? `&product=${encodeURIComponent(productId)}` : ''}`,
    /** Counts a click, then redirects to the form (only ever to it). */
    click: (productId?: string) => `${base}${REQUEST_LINKS_PREFIX}/c/${t}${productId ? `?product=${encodeURIComponent(productId)}` : ''}`,
    /** A 1×1 GIF that counts an open. */
    open: `${base}${REQUEST_LINKS_PREFIX}/o/${t}.gif`,
    /** The unsubscribe page (GET) and one-click unsubscribe (POST). */
    unsubscribe: `${base}${REQUEST_LINKS_PREFIX}/u/${t}`,
  };
}
