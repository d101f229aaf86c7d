/*
 * The public addresses of a review request, all keyed by the request's random token: the review
 * form (signed), the tracked open pixel and click, and unsubscribe (GET shows a page; POST is RFC 8058 one-click).
 */

/** Path prefix of the tracked open and click addresses and the unsubscribe page. */
export const REQUEST_LINKS_PREFIX = '/r';

/** Signs a request token for its review form link (`sig`); see `formLinkSigner` in collect/form-links. */
export type FormLinkSigner = (token: string) => string;

/** The tracked links of one request. */
export interface TrackedRequestLinks {
  /** Counts a click, then redirects to the form (only ever to it). */
  click: (productId?: string) => string;
  /** A 1×1 GIF that counts an open. */
  open: string;
  /** The unsubscribe page (GET) and one-click unsubscribe (POST). */
  unsubscribe: string;
}

/** The links of one request, with its signed review form. */
export interface RequestLinks extends TrackedRequestLinks {
  /** The review form itself (the public /email_review page), signed; `product` first when given. */
  form: (productId?: string) => string;
}

/** The links of one request (absolute, from the server's public address); the form link needs a signer. */
export function requestLinks(publicUrl: string, token: string): TrackedRequestLinks;
export function requestLinks(publicUrl: string, token: string, sign: FormLinkSigner): RequestLinks;
export function requestLinks(publicUrl: string, token: string, sign?: FormLinkSigner): TrackedRequestLinks | RequestLinks {
  const base = publicUrl.replace(/\/$/, '');
  const t = encodeURIComponent(token);
  const tracked: TrackedRequestLinks = {
    click: (productId) => `${base}${REQUEST_LINKS_PREFIX}/c/${t}${productId ? `?product=${encodeURIComponent(productId)}` : ''}`,
    open: `${base}${REQUEST_LINKS_PREFIX}/o/${t}.gif`,
    unsubscribe: `${base}${REQUEST_LINKS_PREFIX}/u/${t}`,
  };
  if (!sign) return tracked;
  const sig = encodeURIComponent(sign(token));
  return {
    ...tracked,
    form: (productId) => `${base}/email_review?token=${t}${productId ? `&product=${encodeURIComponent(productId)}` : ''}&sig=${sig}`,
  };
}
