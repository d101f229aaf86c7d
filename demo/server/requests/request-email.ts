import type { Database } from 'better-sqlite3';
import { LANGUAGES, LANGUAGE_CODES, type LanguageCode } from '../../../src/contract/constants';
import { NO_DISCOUNT, NO_REVIEW, type EmailProduct, type EmailVariables } from '../../../src/contract/email-templates';
import { requestLinks } from '../domain/request-links';
import { buildEmail, emailLabels, templateFor } from '../mail/index';
import type { BuiltEmail } from '../mail/types';
import { getShopConfig } from '../store/repositories/configs';
import { getShopById } from '../store/repositories/shops';
import { requestProducts, type RequestRow } from './repository';

/** The shop's own language (its `backend_lang`), English when unknown. */
export function shopLanguage(db: Database, shopId: number): LanguageCode {
  const id = getShopConfig(db, shopId).backend_lang;
  return LANGUAGES.find((l) => l.id === Number(id))?.code ?? 'en';
}

/** The language of a request's email: the customer's when known, else the shop's. */
export function requestLanguage(db: Database, row: Pick<RequestRow, 'shop_id' | 'language'>): LanguageCode {
  const own = LANGUAGE_CODES.find((code) => code === row.language);
  return own ?? shopLanguage(db, row.shop_id);
}

function productUrl(db: Database, shopId: number, shopUrl: string, productId: string): string {
  const numeric = Number(/(\d+)$/.exec(productId)?.[1]);
  const handle = Number.isFinite(numeric)
    ? (db.prepare('SELECT handle FROM products WHERE shop_id = ? AND id = ?').pluck().get(shopId, numeric) as string | undefined)
    : undefined;
  return handle ? `${shopUrl}/products/${encodeURIComponent(handle)}` : shopUrl;
}

/** Adds the 1×1 open-tracking image just before the end of the body. */
function withOpenPixel(html: string, src: string): string {
  const pixel = `<img src="${src}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`;
  return html.includes('</body>') ? html.replace('</body>', `${pixel}</body>`) : html + pixel;
}

/**
 * Builds the email a request sends next (`email_type`): the template in the customer's language
 * (else the shop's), variables from the order, customer and products, review links through the
 * click-tracking address, the open pixel, and idempotency key `request:<id>:<email_type>`.
 */
export function buildRequestEmail(db: Database, publicUrl: string, row: RequestRow): BuiltEmail {
  const shop = getShopById(db, row.shop_id);
  if (!shop) throw new Error(`No shop ${row.shop_id}`);
  const language = requestLanguage(db, row);
  const links = requestLinks(publicUrl, row.token);
  const shopUrl = `https://${shop.custom_domain}`;
  const products: EmailProduct[] = requestProducts(row).map((p) => ({
    title: p.title,
    image: p.image ? new URL(p.image, publicUrl).toString() : '',
    url: productUrl(db, shop.id, shopUrl, p.id),
    review_link: links.click(p.id),
  }));
  const product = products[0] ?? { title: shop.name, image: '', url: shopUrl, review_link: links.click() };
  const customer = db
    .prepare('SELECT c.first_name, c.last_name FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = ?')
    .get(row.order_id) as { first_name: string; last_name: string } | undefined;
  const [first = '', ...rest] = row.customer_name.trim().split(/\s+/);
  const firstName = customer?.first_name ?? first;
  const lastName = customer?.last_name ?? rest.join(' ');
  const orderName = row.order_id === null ? '' : ((db.prepare('SELECT name FROM orders WHERE id = ?').pluck().get(row.order_id) as string | undefined) ?? '');
  const variables: EmailVariables = {
    customer: { first_name: firstName, last_name: lastName, name: `${firstName} ${lastName}`.trim() },
    shop: { name: shop.name, url: shopUrl },
    order: { name: orderName },
    product,
    products: products.length ? products : [product],
    review_link: product.review_link,
    unsubscribe_link: links.unsubscribe,
    discount: NO_DISCOUNT,
    review: NO_REVIEW,
  };
  const built = buildEmail({
    shop: { id: shop.id, name: shop.name, email: shop.email, domain: shop.custom_domain },
    to: { name: row.customer_name, address: row.customer_email },
    template: templateFor(db, shop.id, row.email_type, language),
    variables,
    labels: emailLabels(language, shop.name),
    kind: row.email_type === 'first' ? 'request' : 'reminder',
    requestId: row.id,
    idempotencyKey: `request:${row.id}:${row.email_type}`,
    unsubscribeUrl: links.unsubscribe,
  });
  if (!built.ok) return built;
  return { ok: true, email: { ...built.email, html: withOpenPixel(built.email.html, links.open) } };
}
