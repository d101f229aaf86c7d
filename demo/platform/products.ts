/** A product as the platform's resource picker hands it back (the fields apps read most). */
export interface PickerProduct {
  id: string;
  title: string;
  handle: string;
  status: 'ACTIVE' | 'DRAFT' | 'ARCHIVED';
  totalInventory: number;
  images: { id: string; altText: string; originalSrc: string }[];
  variants: { id: string; title: string; price: string; inventoryQuantity: number }[];
}

/** A collection as the picker hands it back. */
export interface PickerCollection {
  id: string;
  title: string;
  handle: string;
  productsCount: number;
}

const product = (n: number, title: string, handle: string, prices: [string, string][]): PickerProduct => ({
  id: `gid://shopify/Product/${8000 + n}`,
  title,
  handle,
  status: 'ACTIVE',
  totalInventory: prices.length * 12,
  images: [],
  variants: prices.map(([variant, price], i) => ({
    id: `gid://shopify/ProductVariant/${90000 + n * 10 + i}`,
    title: variant,
    price,
    inventoryQuantity: 12,
  })),
});

/** The fixed product list of the simulated store. */
export const PICKER_PRODUCTS: readonly PickerProduct[] = [
  product(1, 'Linen Throw Pillow', 'linen-throw-pillow', [['Sand', '34.00'], ['Moss', '34.00']]),
  product(2, 'Stoneware Mug', 'stoneware-mug', [['Default Title', '22.00']]),
  product(3, 'Beeswax Candle Set', 'beeswax-candle-set', [['Set of 3', '28.00'], ['Set of 6', '49.00']]),
  product(4, 'Walnut Serving Board', 'walnut-serving-board', [['Default Title', '65.00']]),
  product(5, 'Wool Blend Blanket', 'wool-blend-blanket', [['Oat', '120.00'], ['Charcoal', '120.00']]),
];

/** The fixed collection list of the simulated store. */
export const PICKER_COLLECTIONS: readonly PickerCollection[] = [
  { id: 'gid://shopify/Collection/501', title: 'Home essentials', handle: 'home-essentials', productsCount: 3 },
  { id: 'gid://shopify/Collection/502', title: 'Gifts under $50', handle: 'gifts-under-50', productsCount: 3 },
];
