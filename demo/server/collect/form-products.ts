import type { Database } from 'better-sqlite3';
import type { FormMedia, FormReview } from '../../../src/contract/review-form';
import type { Attribute, AttributeAnswer, HeldReason } from '../../../src/contract/review-rules';
import type { ReviewMedia, ReviewStatus } from '../../../src/contract/reviews';
import { absoluteUrl } from '../domain/review-view';
import { gid, imageUrl } from '../domain/store-ids';
import { requestProducts } from '../requests/repository';
import { productNumber } from '../store/repositories/manual-requests';
import type { FormTarget } from './form-links';

/** How many best sellers a shop link without a product offers. */
export const SHOP_LINK_PRODUCTS = 6;
/** Path of the stored uploads as review media name them. */
export const UPLOADS_PATH = '/uploads/';

/** A product of the form: its catalogue number, global id, title and image. */
export interface LinkProduct {
  number: number;
  id: string;
  title: string;
  image: string | null;
}

interface CatalogRow {
  id: number;
  title: string;
  image_name: string | null;
}

/** The catalogue product of a reference (global or numeric id), or null. */
function catalogProduct(db: Database, shopId: number, ref: string): CatalogRow | null {
  const number = productNumber(ref);
  if (number === null) return null;
  return (db.prepare('SELECT id, title, image_name FROM products WHERE shop_id = ? AND id = ?').get(shopId, number) as CatalogRow | undefined) ?? null;
}

const toLinkProduct = (row: CatalogRow, origin: string, title?: string, image?: string | null): LinkProduct => ({
  number: row.id,
  id: gid('Product', row.id),
  title: title || row.title,
  image: image ?? (row.image_name ? imageUrl(origin, row.image_name) : null),
});

/** The shop's best sellers (its "Best Sellers" collection, else its first active products). */
function bestSellers(db: Database, shopId: number): CatalogRow[] {
  const inCollection = db
    .prepare(`SELECT p.id, p.title, p.image_name FROM collections c
      JOIN collection_products m ON m.shop_id = c.shop_id AND m.collection_id = c.id
      JOIN products p ON p.shop_id = m.shop_id AND p.id = m.product_id
      WHERE c.shop_id = ? AND c.title = 'Best Sellers' AND p.status = 'ACTIVE' ORDER BY p.id LIMIT ?`)
    .all(shopId, SHOP_LINK_PRODUCTS) as CatalogRow[];
  if (inCollection.length > 0) return inCollection;
  return db
    .prepare("SELECT id, title, image_name FROM products WHERE shop_id = ? AND status = 'ACTIVE' ORDER BY id LIMIT ?")
    .all(shopId, SHOP_LINK_PRODUCTS) as CatalogRow[];
}

/**
 * The products a link asks about, each once and only if the catalogue has it: a request's products
 * (its order's items when it lists none), or the shop link's product; when that leaves none, the
 * shop's best sellers.
 * `first` (a product of the link) is put first.
 */
export function linkProducts(db: Database, target: FormTarget, origin: string, first?: string): LinkProduct[] {
  const shopId = target.shop.id;
  const list: LinkProduct[] = [];
  const add = (ref: string, title?: string, image?: string | null) => {
    const row = catalogProduct(db, shopId, ref);
    if (row && !list.some((p) => p.number === row.id)) list.push(toLinkProduct(row, origin, title, image));
  };
  if (target.kind === 'request') {
    let items = requestProducts(target.request);
    if (items.length === 0 && target.request.order_id !== null) {
      items = db.prepare('SELECT product_id AS id, title, image FROM order_items WHERE order_id = ? ORDER BY rowid').all(target.request.order_id) as typeof items;
    }
    for (const item of items) add(item.id, item.title, item.image ? absoluteUrl(item.image, origin) : null);
  } else if (target.productRef !== null) {
    add(target.productRef);
  }
  // A shop link, or a request about the shop rather than products (or whose products are gone): the best sellers.
  if (list.length === 0) for (const row of bestSellers(db, shopId)) add(String(row.id));
  const firstNumber = first ? productNumber(first) : null;
  const index = list.findIndex((p) => p.number === firstNumber);
  if (index > 0) list.unshift(...list.splice(index, 1));
  return list;
}

/** Whether a question asks about a product by its scope (all, the listed products, or products of the listed collections). */
export function questionApplies(db: Database, shopId: number, question: Attribute, product: LinkProduct): boolean {
  const { type, ids } = question.scope;
  if (type === 'all') return true;
  if (type === 'products') return ids.some((id) => productNumber(id) === product.number);
  const collections = ids.map((id) => Number(/(\d+)$/.exec(id)?.[1])).filter((n) => Number.isSafeInteger(n));
  if (collections.length === 0) return false;
  const marks = collections.map(() => '?').join(', ');
  return db
    .prepare(`SELECT 1 FROM collection_products WHERE shop_id = ? AND product_id = ? AND collection_id IN (${marks}) LIMIT 1`)
    .get(shopId, product.number, ...collections) !== undefined;
}

/** A stored review as the form shows it. */
export interface StoredFormReview {
  id: number;
  product_id: number;
  rating: number;
  title: string;
  body: string;
  media: string;
  answers: string;
  status: ReviewStatus;
  email: string | null;
  author: string;
  language: string;
  duplicate_key: string;
  held_reason: HeldReason | null;
}

const STORED_COLUMNS = 'id, product_id, rating, title, body, media, answers, status, email, author, language, duplicate_key, held_reason';

/** The live review a request link wrote for a product, if any. */
export function requestReview(db: Database, shopId: number, requestId: number, productNumber: number): StoredFormReview | undefined {
  return db
    .prepare(`SELECT ${STORED_COLUMNS} FROM reviews WHERE shop_id = ? AND request_id = ? AND product_id = ? AND deleted_at IS NULL ORDER BY id DESC LIMIT 1`)
    .get(shopId, requestId, productNumber) as StoredFormReview | undefined;
}

/**
 * A live review by id written through a request link (a shop link names no one, so it reaches no
 * review after its submit).
 */
export function linkReview(db: Database, target: FormTarget, reviewId: number): StoredFormReview | undefined {
  if (target.kind !== 'request') return undefined;
  return db
    .prepare(`SELECT ${STORED_COLUMNS} FROM reviews WHERE shop_id = ? AND id = ? AND request_id = ? AND deleted_at IS NULL`)
    .get(target.shop.id, reviewId, target.request.id) as StoredFormReview | undefined;
}

/** The stored key of a media address under /uploads/, or '' for any other address. */
export function mediaKey(url: string): string {
  const at = url.indexOf(UPLOADS_PATH);
  return at >= 0 && (at === 0 || /^https?:\/\/[^/]+$/.test(url.slice(0, at))) ? url.slice(at + UPLOADS_PATH.length) : '';
}

/** Stored media as the form carries them (key and absolute url). */
export function formMedia(json: string, origin: string): FormMedia[] {
  return (JSON.parse(json) as ReviewMedia[]).map((m) => ({ type: m.type, key: mediaKey(m.url), url: absoluteUrl(m.url, origin) }));
}

/** The form's view of a stored review. */
export function formReview(review: StoredFormReview, origin: string): FormReview {
  return {
    id: review.id,
    rating: review.rating,
    title: review.title,
    body: review.body,
    media: formMedia(review.media, origin),
    answers: JSON.parse(review.answers) as AttributeAnswer[],
    status: review.status,
  };
}
