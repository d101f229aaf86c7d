import { DEFAULT_VARIANT_TITLE, type ProductStatus } from '../domain/catalog';
import { buildCollections } from './catalog-collections';
import type { Catalog, CatalogProduct, CatalogVariant } from './catalog-types';
import { ITEM_TYPES, OPTIONS, slugify, type ItemType, type OptionSet, type OptionValue } from './catalog-words';

/** Most variants one demo product has. */
export const MAX_VARIANTS = 12;

const FIRST_PRODUCT_ID = 1001;
const FIRST_VARIANT_ID = 40_001;
const FIRST_MEDIA_ID = 70_001;

/** Small seeded generator (mulberry32): the same seed always gives the same sequence. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function materialCode(material: string): string {
  const words = material.split(/[\s-]+/).filter(Boolean);
  const code = words.length > 1 ? words.map((word) => word.charAt(0)).join('') : material.slice(0, 3);
  return code.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/** Picks `count` neighbouring values of a list starting at `start`, kept in list order. */
function pickValues(values: readonly OptionValue[], count: number, start: number): OptionValue[] {
  const from = Math.min(start, values.length - count);
  return values.slice(from, from + count);
}

/** Rounds a price to a shop-like ending: .99 below $200, whole dollars above. */
function shopPrice(dollars: number): number {
  if (dollars >= 200) return Math.round(dollars) * 100;
  return Math.max(1, Math.round(dollars)) * 100 - 1;
}

const between = (random: () => number, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

/**
 * The option combinations of one product: none (a single default variant) for types without
 * options and for every fourth product, else 2 to 12 combinations of neighbouring option values.
 */
function optionCombos(type: ItemType, index: number, random: () => number): Array<{ values: OptionValue[]; step: number }> {
  if (type.options.length === 0 || index % 4 === 0) return [];
  const [first, second] = type.options.map((key) => OPTIONS[key]);
  if (!first) return [];
  const stepOf = (set: OptionSet, value: OptionValue): number => (set.priced ? set.values.indexOf(value) : 0);
  if (!second) {
    const count = between(random, 2, first.values.length);
    const values = pickValues(first.values, count, between(random, 0, first.values.length - count));
    return values.map((value) => ({ values: [value], step: stepOf(first, value) }));
  }
  const firstCount = between(random, 1, first.values.length);
  const maxSecond = Math.min(second.values.length, Math.floor(MAX_VARIANTS / firstCount));
  const secondCount = between(random, firstCount === 1 ? 2 : 1, maxSecond);
  const firstValues = pickValues(first.values, firstCount, between(random, 0, first.values.length - firstCount));
  const secondValues = pickValues(second.values, secondCount, between(random, 0, second.values.length - secondCount));
  return firstValues.flatMap((a) => secondValues.map((b) => ({ values: [a, b], step: stepOf(first, a) + stepOf(second, b) })));
}

function statusAt(index: number): ProductStatus {
  if (index % 21 === 10) return 'ARCHIVED';
  if (index % 21 === 17) return 'DRAFT';
  return 'ACTIVE';
}

function buildProducts(): CatalogProduct[] {
  const random = seededRandom(20_240_611);
  const products: CatalogProduct[] = [];
  let variantId = FIRST_VARIANT_ID;
  for (const type of ITEM_TYPES) {
    for (const material of type.materials) {
      const index = products.length;
      const id = FIRST_PRODUCT_ID + index;
      const title = `${material} ${type.name}`;
      const handle = slugify(title);
      const skuBase = `${materialCode(material)}-${type.code}-${id}`;
      const basePrice = type.price * (0.85 + random() * 0.4);
      const inventory = (): number => (random() < 0.12 ? 0 : Math.floor(random() * 140) + 1);
      const combos = optionCombos(type, index, random);
      const variants: CatalogVariant[] = combos.length === 0
        ? [{ id: variantId++, position: 1, title: DEFAULT_VARIANT_TITLE, priceCents: shopPrice(basePrice), inventory: inventory(), sku: skuBase }]
        : combos.map((combo, i) => ({
          id: variantId++,
          position: i + 1,
          title: combo.values.map(([name]) => name).join(' / '),
          priceCents: shopPrice(basePrice * (1 + 0.25 * combo.step)),
          inventory: inventory(),
          sku: [skuBase, ...combo.values.map(([, code]) => code)].join('-'),
        }));
      products.push({
        id,
        index,
        title,
        handle,
        status: statusAt(index),
        material,
        type,
        image: index % 10 === 4 ? null : { mediaId: FIRST_MEDIA_ID + index, name: handle, alt: title },
        variants,
      });
    }
  }
  return products;
}

let cached: Catalog | null = null;

/** The demo catalogue: built once from the word lists, identical on every run. */
export function demoCatalog(): Catalog {
  if (!cached) {
    const products = buildProducts();
    cached = { products, collections: buildCollections(products) };
  }
  return cached;
}
