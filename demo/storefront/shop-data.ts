import type { Database } from 'better-sqlite3';
import { LANGUAGES } from '../../src/contract/constants';
import { DEMO_SHOP_DOMAIN } from '../server/seed/demo-shop';
import { getShopByDomain, type ShopRow } from '../server/store/repositories/shops';
import { getWidgetSettings } from '../server/store/repositories/settings';
import type { WidgetSettings } from '../server/domain/widget-settings';
import { widgetSummaries } from '../server/widgets/summaries';
import { listWidgetQuestions } from '../server/widgets/questions';
import { shopCurrency } from '../server/collect/reward-email';

/** A storefront language of the shop, with its own name. */
export interface StoreLanguage {
  code: string;
  name: string;
  primary: boolean;
}

/** Everything a storefront page knows of its shop and the language it is shown in. */
export interface Storefront {
  shop: ShopRow;
  settings: WidgetSettings;
  languages: StoreLanguage[];
  /** The page's language: `?lang=` when the shop sells in it, else the shop's primary language. */
  lang: string;
  currency: string;
}

/** A product as a storefront shows it, with the rating figures a platform keeps beside it. */
export interface StoreProduct {
  id: number;
  title: string;
  handle: string;
  image: { src: string; alt: string } | null;
  priceCents: number;
  count: number;
  average: number;
}

/** A collection with its product count. */
export interface StoreCollection {
  title: string;
  handle: string;
  count: number;
}

/** The storefront of the shop named by `?shop=` (default: the demo shop) in the asked language; null for an unknown shop. */
export function openStorefront(db: Database, domain: string | undefined, asked: string | undefined): Storefront | null {
  const shop = getShopByDomain(db, (domain ?? DEMO_SHOP_DOMAIN).trim().toLowerCase());
  if (!shop) return null;
  const rows = db
    .prepare('SELECT lang, is_primary FROM shop_storefront_langs WHERE shop_id = ? ORDER BY is_primary DESC, lang')
    .all(shop.id) as { lang: string; is_primary: number }[];
  const languages = (rows.length ? rows : [{ lang: 'en', is_primary: 1 }]).map((row) => ({
    code: row.lang,
    name: LANGUAGES.find((l) => l.code === row.lang)?.name ?? row.lang,
    primary: row.is_primary === 1,
  }));
  const lang = languages.find((l) => l.code === asked)?.code ?? languages[0]?.code ?? 'en';
  return { shop, settings: getWidgetSettings(db, shop.id), languages, lang, currency: shopCurrency(shop) };
}

const PRODUCT_COLUMNS = `p.id, p.title, p.handle, p.image_name, p.image_alt,
  (SELECT MIN(v.price_cents) FROM product_variants v WHERE v.shop_id = p.shop_id AND v.product_id = p.id) AS price_cents`;

interface ProductQueryRow {
  id: number;
  title: string;
  handle: string;
  image_name: string | null;
  image_alt: string | null;
  price_cents: number | null;
}

function withRatings(db: Database, store: Storefront, rows: readonly ProductQueryRow[]): StoreProduct[] {
  const summaries = rows.length ? widgetSummaries(db, store.shop.id, store.settings, rows.map((row) => row.id)) : [];
  return rows.map((row, i) => ({
    id: row.id,
    title: row.title,
    handle: row.handle,
    image: row.image_name ? { src: `/store/images/${row.image_name}.svg`, alt: row.image_alt ?? row.title } : null,
    priceCents: row.price_cents ?? 0,
    count: summaries[i]?.count ?? 0,
    average: summaries[i]?.average ?? 0,
  }));
}

/** The shop's active products with the most published reviews (ties by title): the home page's featured grid. */
export function featuredProducts(db: Database, store: Storefront, limit: number): StoreProduct[] {
  const rows = db
    .prepare(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.shop_id = ? AND p.status = 'ACTIVE'
      ORDER BY (SELECT COUNT(*) FROM reviews r WHERE r.shop_id = p.shop_id AND r.product_id = p.id
        AND r.status = 'published' AND r.deleted_at IS NULL) DESC, p.title, p.id LIMIT ?`)
    .all(store.shop.id, limit) as ProductQueryRow[];
  return withRatings(db, store, rows);
}

/** Active products of a collection (`all`: of the whole shop), by title, at most `limit`. */
export function collectionProducts(db: Database, store: Storefront, handle: string, limit: number): StoreProduct[] {
  const inCollection = handle === 'all'
    ? ''
    : `AND p.id IN (SELECT m.product_id FROM collection_products m JOIN collections c ON c.shop_id = m.shop_id AND c.id = m.collection_id
        WHERE m.shop_id = p.shop_id AND c.handle = ?)`;
  const params: unknown[] = handle === 'all' ? [store.shop.id, limit] : [store.shop.id, handle, limit];
  const rows = db
    .prepare(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.shop_id = ? AND p.status = 'ACTIVE' ${inCollection} ORDER BY p.title, p.id LIMIT ?`)
    .all(...params) as ProductQueryRow[];
  return withRatings(db, store, rows);
}

/** An active product by its handle, or null. */
export function productByHandle(db: Database, store: Storefront, handle: string): StoreProduct | null {
  const row = db
    .prepare(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.shop_id = ? AND p.handle = ? AND p.status = 'ACTIVE'`)
    .get(store.shop.id, handle) as ProductQueryRow | undefined;
  return row ? (withRatings(db, store, [row])[0] ?? null) : null;
}

/** The shop's collections with at least one active product, by title; or the collections of one product. */
export function collectionsOf(db: Database, store: Storefront, productId?: number): StoreCollection[] {
  const ofProduct = productId === undefined ? '' : 'AND EXISTS (SELECT 1 FROM collection_products o WHERE o.shop_id = c.shop_id AND o.collection_id = c.id AND o.product_id = ?)';
  const rows = db
    .prepare(`SELECT c.title, c.handle, (SELECT COUNT(*) FROM collection_products m JOIN products p ON p.shop_id = m.shop_id AND p.id = m.product_id
        WHERE m.shop_id = c.shop_id AND m.collection_id = c.id AND p.status = 'ACTIVE') AS count
      FROM collections c WHERE c.shop_id = ? ${ofProduct} ORDER BY c.title, c.id`)
    .all(...(productId === undefined ? [store.shop.id] : [store.shop.id, productId])) as StoreCollection[];
  return rows.filter((row) => row.count > 0);
}

/** A collection's title by handle (`all` has none), or null when the shop has no such collection. */
export function collectionTitle(db: Database, store: Storefront, handle: string): string | null {
  const row = db.prepare('SELECT title FROM collections WHERE shop_id = ? AND handle = ?').get(store.shop.id, handle) as { title: string } | undefined;
  return row?.title ?? null;
}

/** Published questions of a product (what the Q&A widget will list). */
export function questionCount(db: Database, store: Storefront, productId: number): number {
  return listWidgetQuestions(db, store.shop.id, store.settings, { productId, page: 1 }).total;
}

/** Price in the shop's currency, written the language's way. */
export function formatPrice(store: Storefront, cents: number): string {
  const locale = store.lang === 'no' ? 'nb-NO' : store.lang === 'pt' ? 'pt-BR' : store.lang;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: store.currency }).format(cents / 100);
}

/** Turns the shop's app embed on or off (what the theme editor's switch saves). */
export function setAppEmbed(db: Database, shopId: number, on: boolean): void {
  db.prepare('UPDATE shops SET app_embeds_enabled = ? WHERE id = ?').run(on ? 1 : 0, shopId);
}
