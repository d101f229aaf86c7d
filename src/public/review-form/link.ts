import type { FormLink } from '../../contract/review-form';

/** What the address of the page says: the signed link, the product to show first, the review to add media to, a language. */
export interface PageAddress {
  link: FormLink | null;
  /** With a request token: the product to show first. */
  firstProduct: string | null;
  /** /media_submit: the review to show first. */
  reviewId: number | null;
  lang: string | null;
  /** The stars already chosen where the link was opened (a store's thank-you block): 1–5, else null. */
  rating: number | null;
}

/** Reads the signed link from a query string (`token`+`sig`, or `shop`+`product`+`sig`). */
export function readAddress(search: string): PageAddress {
  const q = new URLSearchParams(search);
  const sig = q.get('sig') ?? '';
  const token = q.get('token');
  const shop = q.get('shop');
  const product = q.get('product');
  const review = Number(q.get('review'));
  const rating = Number(q.get('rating'));
  let link: FormLink | null = null;
  if (token) link = { token, sig };
  else if (shop) link = product ? { shop, product, sig } : { shop, sig };
  return {
    link,
    firstProduct: token && product ? product : null,
    reviewId: Number.isInteger(review) && review > 0 ? review : null,
    lang: q.get('lang'),
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
  };
}

/** The link as query parameters for the API calls. */
export function linkQuery(link: FormLink): string {
  const q = new URLSearchParams();
  if ('token' in link) q.set('token', link.token);
  else {
    q.set('shop', link.shop);
    if (link.product) q.set('product', link.product);
  }
  q.set('sig', link.sig);
  return q.toString();
}

/** A storage key unique to the link (drafts are kept per link). */
export function linkKey(link: FormLink): string {
  return `review-form:${linkQuery(link)}`;
}
