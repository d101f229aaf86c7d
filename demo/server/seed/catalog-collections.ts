import type { CatalogCollection, CatalogProduct } from './catalog-types';
import { slugify, type Category, type Room } from './catalog-words';

type Rule = (product: CatalogProduct) => boolean;

const FIRST_COLLECTION_ID = 501;

const inCategory = (category: Category): Rule => (p) => p.type.category === category;
const inRoom = (room: Room): Rule => (p) => p.type.rooms.includes(room);
const typeMatches = (pattern: RegExp): Rule => (p) => pattern.test(p.type.name);
const materialMatches = (pattern: RegExp): Rule => (p) => pattern.test(p.material);
const lowestPrice = (p: CatalogProduct): number => Math.min(...p.variants.map((v) => v.priceCents));

/** Titles and membership rules of the 30 demo collections, in creation order. */
const COLLECTION_RULES: ReadonlyArray<readonly [string, Rule]> = [
  ['Cozy Textiles', inCategory('textiles')],
  ['Wood & Timber', inCategory('wood')],
  ['Ceramics & Pottery', inCategory('ceramics')],
  ['Metalwork', inCategory('metal')],
  ['Glass & Candles', inCategory('glass')],
  ['Woven Naturals', inCategory('woven')],
  ['Living Room', inRoom('living')],
  ['Bedroom', inRoom('bedroom')],
  ['Kitchen & Dining', inRoom('kitchen')],
  ['Bath', inRoom('bath')],
  ['Garden', inRoom('garden')],
  ['Patio & Balcony', inRoom('patio')],
  ['Entryway', inRoom('entry')],
  ['Lighting', inRoom('lighting')],
  ['Storage & Organization', inRoom('storage')],
  ['Planters & Pots', typeMatches(/Planter|Pot|Plant Stand/)],
  ['Candles & Scents', typeMatches(/Candle|Diffuser/)],
  ['Outdoor Dining', typeMatches(/Bistro|Picnic|Napkin|Tumbler|Serving|Placemat/)],
  ['Gifts Under $50', (p) => p.status === 'ACTIVE' && lowestPrice(p) < 5000],
  ['Best Sellers', (p) => p.status === 'ACTIVE' && p.index % 9 === 2],
  ['New Arrivals', (p) => p.index % 13 === 0],
  ['Staff Picks', (p) => p.status === 'ACTIVE' && p.index % 17 === 5],
  ['Merino & Wool', materialMatches(/Wool|Alpaca/)],
  ['Teak Collection', materialMatches(/^Teak$/)],
  ['Copper & Brass', materialMatches(/Copper|Brass|Bronze/)],
  ['Eco-Friendly', materialMatches(/Recycled|Organic|Bamboo|Reclaimed|Hemp|Cork/)],
  ['Handmade', (p) => (p.type.category === 'ceramics' || p.type.category === 'woven') && p.index % 2 === 0],
  ['Camping & Picnic', typeMatches(/Picnic|Hammock|Lantern|Fire Pit|Tote|Tumbler|Carafe/)],
  ['Housewarming Gifts', typeMatches(/Candle|Vase|Serving Board|Coaster|Tray|Throw/)],
  ['Coming Soon', () => false],
];

/** Builds the demo collections from the products; about one in seven has no image, one is empty. */
export function buildCollections(products: readonly CatalogProduct[]): CatalogCollection[] {
  return COLLECTION_RULES.map(([title, rule], index) => {
    const handle = slugify(title);
    return {
      id: FIRST_COLLECTION_ID + index,
      title,
      handle,
      image: index % 7 === 6 ? null : { name: handle, alt: `${title} collection` },
      productIds: products.filter(rule).map((p) => p.id),
    };
  });
}
