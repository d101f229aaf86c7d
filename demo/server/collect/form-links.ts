import type { Database } from 'better-sqlite3';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { FORM_ERROR_CODES, REVIEW_LINK_TTL_DAYS, formLinkSchema, type FORM_LINK_ERRORS, type FormLink } from '../../../src/contract/review-form';
import { ApiError } from '../domain/errors';
import type { FormLinkSigner } from '../domain/request-links';
import { hmacMatches } from '../http/hmac';
import { requestByToken, type RequestRow } from '../requests/repository';
import { getShopByDomain, getShopById, type ShopRow } from '../store/repositories/shops';

/*
 * The signed links of the public review form. A request's link carries `sig`, the base64url
 * HMAC-SHA256 of `review-form:request:<token>` under a key derived from the server secret for this
 * purpose only; it opens the form for REVIEW_LINK_TTL_DAYS after the request's first email. The
 * shop's and products' public links keep their hex hmac over the sorted `shop` and `product`
 * params (/collect/review_request_link), and do not expire.
 */

const DAY_MS = 86_400_000;
const TOKEN = /^[A-Za-z0-9_-]{8,64}$/;

/** The key request-link signatures are made with, derived from the server secret (so it never signs anything else). */
function formLinkKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('review-form-link').digest();
}

const requestMessage = (token: string): string => `review-form:request:${token}`;

/** A signer of request links for `requestLinks(publicUrl, token, signer).form`. */
export function formLinkSigner(secret: string): FormLinkSigner {
  const key = formLinkKey(secret);
  return (token) => createHmac('sha256', key).update(requestMessage(token)).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * What a verified link opens: a request's form (with its expiry) or the shop's or a product's;
 * `key` names a request's link for its flood limit (null: a public link every customer shares).
 */
export type FormTarget =
  | { kind: 'request'; shop: ShopRow; request: RequestRow; expiresAt: number; key: string }
  | { kind: 'shop'; shop: ShopRow; productRef: string | null; key: null };

/** Why a link does not open the form, with its HTTP status: tampered or unknown (403), too old (410). */
const LINK_STATUS = { invalid: 403, expired: 410 } as const satisfies Record<(typeof FORM_LINK_ERRORS)[number], number>;

/** The refusal of a link: its business code, the reason as the message, and its HTTP status. */
function linkError(reason: (typeof FORM_LINK_ERRORS)[number], shop?: ShopRow): ApiError {
  // An expired link names its shop, so the page can say whom to contact (a forged one names none).
  const data = shop ? { shop: { name: shop.name, url: `https://${shop.custom_domain}` } } : null;
  return new ApiError(FORM_ERROR_CODES[reason], reason, LINK_STATUS[reason], data);
}

/** When a request's link stops opening the form: TTL days after its first email, or after its creation when none went yet. */
export function requestLinkExpiry(request: Pick<RequestRow, 'sent_at' | 'created_at'>): number {
  return (request.sent_at ?? request.created_at) + REVIEW_LINK_TTL_DAYS * DAY_MS;
}

/** Reads the link params of a query string (`token`/`sig` or `shop`/`product`/`sig`). */
export function linkFromQuery(query: (name: string) => string | undefined): unknown {
  const token = query('token');
  if (token !== undefined) return { token, sig: query('sig') ?? '' };
  const product = query('product');
  return { shop: query('shop') ?? '', ...(product ? { product } : {}), sig: query('sig') ?? '' };
}

/**
 * Verifies a link and answers what it opens.
 * @throws ApiError 403 `invalid` (malformed, wrong signature, unknown request or shop), 410 `expired` (naming the shop).
 */
export function resolveFormLink(db: Database, secret: string, input: unknown, now: number): FormTarget {
  const parsed = formLinkSchema.safeParse(input);
  if (!parsed.success) throw linkError('invalid');
  const link: FormLink = parsed.data;
  if ('token' in link) {
    if (!TOKEN.test(link.token) || !sameText(link.sig, formLinkSigner(secret)(link.token))) throw linkError('invalid');
    const request = requestByToken(db, link.token);
    const shop = request ? getShopById(db, request.shop_id) : undefined;
    if (!request || !shop) throw linkError('invalid');
    const expiresAt = requestLinkExpiry(request);
    if (now >= expiresAt) throw linkError('expired', shop);
    return { kind: 'request', shop, request, expiresAt, key: `request:${request.id}` };
  }
  const params: Record<string, string> = link.product ? { shop: link.shop, product: link.product } : { shop: link.shop };
  if (!/^[0-9a-f]{64}$/i.test(link.sig) || !hmacMatches(params, link.sig, secret)) throw linkError('invalid');
  const shop = getShopByDomain(db, link.shop);
  if (!shop) throw linkError('invalid');
  return { kind: 'shop', shop, productRef: link.product ?? null, key: null };
}
