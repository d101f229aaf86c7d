import type { Database } from 'better-sqlite3';
import { LANGUAGE_CODES, type LanguageCode } from '../../../src/contract/constants';
import { NO_DISCOUNT, type EmailProduct, type EmailTemplateType, type EmailVariables } from '../../../src/contract/email-templates';
import { requestLinks } from '../domain/request-links';
import { imageUrl } from '../domain/store-ids';
import { buildEmail, emailLabels, templateFor } from '../mail/index';
import type { BuiltEmail, EmailKind } from '../mail/types';
import { shopLanguage } from '../requests/request-email';
import { getShopById, type ShopRow } from '../store/repositories/shops';

/*
 * Emails about a review the customer wrote (the reward code, its reminder, the merchant's reply):
 * the review, its product, its shop and the request it came from, read once; the email built with
 * the shop's template in the customer's language.
 */

/** A review with what its emails show. */
export interface ReviewEmailSource {
  shop: ShopRow;
  reviewId: number;
  rating: number;
  title: string;
  body: string;
  author: string;
  email: string | null;
  language: string;
  reply: string | null;
  productId: number;
  productTitle: string | null;
  productHandle: string | null;
  productImage: string | null;
  /**
   * The request that brought the review, else the customer's latest one: its token (for the
   * unsubscribe link) and the name it was sent to. The order only for the request that brought it.
   */
  requestToken: string | null;
  requestName: string | null;
  orderName: string | null;
}

interface SourceRow {
  shop_id: number;
  id: number;
  rating: number;
  title: string;
  body: string;
  author: string;
  email: string | null;
  language: string;
  reply_body: string | null;
  product_id: number;
  product_title: string | null;
  product_handle: string | null;
  product_image: string | null;
  request_token: string | null;
  request_name: string | null;
  order_name: string | null;
}

// The request that brought the review, else the customer's latest request of the shop (its
// unsubscribe link is the one this customer has).
const SOURCE_SQL = `SELECT r.shop_id, r.id, r.rating, r.title, r.body, r.author, r.email, r.language, r.reply_body, r.product_id,
    p.title AS product_title, p.handle AS product_handle, p.image_name AS product_image,
    q.token AS request_token, q.customer_name AS request_name, o.name AS order_name
  FROM reviews r
  LEFT JOIN products p ON p.shop_id = r.shop_id AND p.id = r.product_id
  LEFT JOIN review_requests q ON q.shop_id = r.shop_id AND q.id = COALESCE(r.request_id,
    (SELECT l.id FROM review_requests l WHERE l.shop_id = r.shop_id AND l.customer_email = r.email COLLATE NOCASE ORDER BY l.id DESC LIMIT 1))
  LEFT JOIN orders o ON o.id = q.order_id AND r.request_id IS NOT NULL
  WHERE r.id = ? AND r.shop_id = ?`;

/** A review of a shop with its product, shop and request, or null when either is unknown. */
export function reviewEmailSource(db: Database, shopId: number, reviewId: number): ReviewEmailSource | null {
  const row = db.prepare(SOURCE_SQL).get(reviewId, shopId) as SourceRow | undefined;
  const shop = row ? getShopById(db, row.shop_id) : undefined;
  if (!row || !shop) return null;
  return {
    shop,
    reviewId: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    author: row.author,
    email: row.email,
    language: row.language,
    reply: row.reply_body,
    productId: row.product_id,
    productTitle: row.product_title,
    productHandle: row.product_handle,
    productImage: row.product_image,
    requestToken: row.request_token,
    requestName: row.request_name,
    orderName: row.order_name,
  };
}

/** The language of an email to a customer: theirs when it is one of ours, else the shop's. */
export function customerLanguage(db: Database, shopId: number, wanted: string | null | undefined): LanguageCode {
  return LANGUAGE_CODES.find((code) => code === wanted) ?? shopLanguage(db, shopId);
}

/** What one email about a review is: its template, kind, key, language, addressee and reward values. */
export interface ReviewEmailOptions {
  type: EmailTemplateType;
  kind: EmailKind;
  idempotencyKey: string;
  language: LanguageCode;
  to: { name: string; address: string };
  /** The reward's values (reward emails); none in other emails. */
  discount?: EmailVariables['discount'];
  /**
   * Where the button leads: the shop's home page (reward emails), the product's page where the
   * review shows (reply emails), or a link of the customer's own (the review form to edit, add media).
   */
  button: 'shop' | 'product' | { url: string };
}

/** The shop's storefront address. */
export const shopUrlOf = (shop: Pick<ShopRow, 'custom_domain'>): string => `https://${shop.custom_domain}`;

/**
 * Builds an email about a review with the shop's template of `type` in `language`: the customer
 * by name, the review (title, text, stars, the reply), its product, the order when the review came
 * from a request (and that request's unsubscribe link), the reward's values when given.
 */
export function buildReviewEmail(source: ReviewEmailSource, publicUrl: string, db: Database, options: ReviewEmailOptions): BuiltEmail {
  const { shop } = source;
  const shopUrl = shopUrlOf(shop);
  const productUrl = source.productHandle ? `${shopUrl}/products/${encodeURIComponent(source.productHandle)}` : shopUrl;
  const buttonLink = typeof options.button === 'object' ? options.button.url : options.button === 'shop' ? shopUrl : productUrl;
  const product: EmailProduct = {
    title: source.productTitle ?? shop.name,
    image: source.productImage ? imageUrl(publicUrl.replace(/\/$/, ''), source.productImage) : '',
    url: productUrl,
    review_link: buttonLink,
  };
  const unsubscribe = source.requestToken ? requestLinks(publicUrl, source.requestToken).unsubscribe : null;
  const [first = '', ...rest] = options.to.name.trim().split(/\s+/);
  const variables: EmailVariables = {
    customer: { first_name: first, last_name: rest.join(' '), name: options.to.name.trim() },
    shop: { name: shop.name, url: shopUrl },
    order: { name: source.orderName ?? '' },
    product,
    products: [product],
    review_link: buttonLink,
    unsubscribe_link: unsubscribe ?? shopUrl,
    discount: options.discount ?? NO_DISCOUNT,
    review: { title: source.title, body: source.body, rating: source.rating, reply: source.reply ?? '' },
  };
  return buildEmail({
    shop: { id: shop.id, name: shop.name, email: shop.email, domain: shop.custom_domain },
    to: options.to,
    template: templateFor(db, shop.id, options.type, options.language),
    variables,
    labels: emailLabels(options.language, shop.name),
    kind: options.kind,
    requestId: null,
    idempotencyKey: options.idempotencyKey,
    unsubscribeUrl: unsubscribe,
  });
}

/** Writes a failure of a background email to the server's log (the caller goes on). */
export function logEmailFailure(what: string, err: unknown): void {
  process.stderr.write(`[collect] ${what}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
}
