/** Word lists the demo catalogue is built from: product types, their materials and option sets. */

/** Lower-case, dash-separated form of a title ("Wood & Timber" → "wood-and-timber"), used for handles and image names. */
export function slugify(text: string): string {
  return text.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** One option value: the shown name and the short code used in SKUs. */
export type OptionValue = readonly [name: string, code: string];

/** An option dimension of a product type (size, colour, ...). */
export interface OptionSet {
  name: string;
  values: readonly OptionValue[];
  /** True when later values cost more (bigger size, bigger pack). */
  priced: boolean;
}

const set = (name: string, priced: boolean, values: readonly OptionValue[]): OptionSet => ({ name, priced, values });

/** The option dimensions products combine into variants. */
export const OPTIONS = {
  size: set('Size', true, [['Small', 'S'], ['Medium', 'M'], ['Large', 'L'], ['Extra Large', 'XL']]),
  bed: set('Size', true, [['Twin', 'TW'], ['Full', 'FU'], ['Queen', 'QN'], ['King', 'KG']]),
  rug: set('Size', true, [['3 x 5 ft', '35'], ['5 x 8 ft', '58'], ['8 x 10 ft', '810'], ['9 x 12 ft', '912']]),
  length: set('Length', true, [['24 ft', '24'], ['48 ft', '48'], ['96 ft', '96']]),
  pack: set('Pack', true, [['Single', '1'], ['Set of 2', '2'], ['Set of 4', '4'], ['Set of 6', '6']]),
  colour: set('Color', false, [['Oatmeal', 'OAT'], ['Charcoal', 'CHR'], ['Sage', 'SAG'], ['Rust', 'RST'], ['Navy', 'NVY'], ['Ivory', 'IVR']]),
  finish: set('Finish', false, [['Natural', 'NAT'], ['Oiled', 'OIL'], ['Ebony Stain', 'EBN'], ['Whitewash', 'WHW']]),
  glaze: set('Glaze', false, [['Matte White', 'MWH'], ['Speckled Sand', 'SPS'], ['Ocean Blue', 'OCB'], ['Moss Green', 'MSG']]),
  scent: set('Scent', false, [['Cedar & Smoke', 'CSM'], ['Fig Leaf', 'FIG'], ['Sea Salt', 'SEA'], ['Wild Mint', 'MNT'], ['Amber Musk', 'AMB']]),
} as const satisfies Record<string, OptionSet>;

/** Key of an option dimension in {@link OPTIONS}. */
export type OptionKey = keyof typeof OPTIONS;

/** Broad product family; drives the category collections. */
export type Category = 'textiles' | 'wood' | 'ceramics' | 'metal' | 'glass' | 'woven';

/** Rooms and areas a product type belongs to; drives the room collections. */
export type Room = 'living' | 'bedroom' | 'kitchen' | 'bath' | 'garden' | 'patio' | 'entry' | 'lighting' | 'storage';

/** A product type: every material in the list makes one product titled "<material> <name>". */
export interface ItemType {
  name: string;
  /** Two or three letters used in SKUs. */
  code: string;
  category: Category;
  /** Base price in dollars. */
  price: number;
  /** Up to two option dimensions; none means a single default variant. */
  options: readonly OptionKey[];
  rooms: readonly Room[];
  materials: readonly string[];
}

const item = (
  name: string, code: string, category: Category, price: number,
  options: readonly OptionKey[], rooms: readonly Room[], materials: readonly string[],
): ItemType => ({ name, code, category, price, options, rooms, materials });

/** The product types of the demo home and outdoor store (315 products in all). */
export const ITEM_TYPES: readonly ItemType[] = [
  item('Throw Blanket', 'TB', 'textiles', 89, ['size', 'colour'], ['living', 'bedroom'], ['Merino Wool', 'Alpaca', 'Chunky Knit', 'Waffle Cotton', 'Organic Cotton', 'Linen', 'Velvet']),
  item('Cushion Cover', 'CC', 'textiles', 34, ['size', 'colour'], ['living', 'bedroom'], ['Linen', 'Velvet', 'Organic Cotton', 'Hemp', 'Chunky Knit', 'Jute']),
  item('Table Runner', 'TR', 'textiles', 29, ['size', 'colour'], ['kitchen'], ['Linen', 'Hemp', 'Jute', 'Organic Cotton', 'Block-Print Cotton']),
  item('Picnic Blanket', 'PB', 'textiles', 59, ['colour'], ['patio', 'garden'], ['Recycled Canvas', 'Waffle Cotton', 'Merino Wool', 'Organic Cotton', 'Wool Tartan']),
  item('Hammock', 'HM', 'textiles', 119, ['size', 'colour'], ['patio', 'garden'], ['Recycled Canvas', 'Organic Cotton', 'Macrame Cotton', 'Hemp']),
  item('Bath Towel', 'BT', 'textiles', 24, ['pack', 'colour'], ['bath'], ['Organic Cotton', 'Waffle Cotton', 'Linen', 'Turkish Cotton']),
  item('Bed Sheet Set', 'BS', 'textiles', 149, ['bed', 'colour'], ['bedroom'], ['Linen', 'Organic Cotton', 'Hemp', 'Percale Cotton', 'Sateen Cotton']),
  item('Napkin Set', 'NS', 'textiles', 28, ['pack', 'colour'], ['kitchen'], ['Linen', 'Hemp', 'Organic Cotton', 'Block-Print Cotton']),
  item('Apron', 'AP', 'textiles', 38, ['colour'], ['kitchen', 'garden'], ['Waxed Canvas', 'Linen', 'Denim', 'Recycled Canvas']),
  item('Tote Bag', 'TO', 'textiles', 32, ['colour'], ['entry'], ['Recycled Canvas', 'Jute', 'Waxed Canvas', 'Organic Cotton']),
  item('Floor Cushion', 'FC', 'textiles', 79, ['colour'], ['living'], ['Velvet', 'Linen', 'Chunky Knit', 'Jute']),
  item('Area Rug', 'AR', 'textiles', 249, ['rug', 'colour'], ['living', 'bedroom'], ['Jute', 'Wool', 'Hemp', 'Recycled Cotton', 'Sisal']),
  item('Outdoor Pillow', 'OP', 'textiles', 42, ['size', 'colour'], ['patio'], ['Weatherproof Canvas', 'Recycled Polyester', 'Outdoor Linen', 'Olefin']),
  item('Plant Stand', 'PS', 'wood', 69, ['size', 'finish'], ['living', 'patio'], ['Cedar', 'Teak', 'Acacia', 'Bamboo', 'Walnut', 'Mango Wood']),
  item('Side Table', 'ST', 'wood', 159, ['finish'], ['living', 'bedroom'], ['Walnut', 'White Oak', 'Teak', 'Acacia', 'Mango Wood', 'Reclaimed Pine']),
  item('Garden Bench', 'GB', 'wood', 299, ['size', 'finish'], ['garden', 'patio'], ['Cedar', 'Teak', 'Acacia', 'Reclaimed Pine']),
  item('Bookshelf', 'BK', 'wood', 229, ['size', 'finish'], ['living', 'storage'], ['Walnut', 'White Oak', 'Maple', 'Bamboo', 'Reclaimed Pine']),
  item('Serving Board', 'SB', 'wood', 45, ['size'], ['kitchen'], ['Walnut', 'Maple', 'Acacia', 'Olive Wood', 'Teak', 'Ash']),
  item('Step Stool', 'SS', 'wood', 79, ['finish'], ['kitchen', 'bath'], ['White Oak', 'Ash', 'Bamboo', 'Maple']),
  item('Wall Shelf', 'WS', 'wood', 59, ['size', 'finish'], ['living', 'storage'], ['Walnut', 'White Oak', 'Reclaimed Pine', 'Mango Wood', 'Cedar']),
  item('Adirondack Chair', 'AC', 'wood', 279, ['finish'], ['patio', 'garden'], ['Cedar', 'Teak', 'Acacia', 'Recycled Poly']),
  item('Raised Planter Box', 'RP', 'wood', 189, ['size'], ['garden'], ['Cedar', 'Acacia', 'Larch', 'Redwood']),
  item('Coat Rack', 'CR', 'wood', 99, ['finish'], ['entry', 'storage'], ['Ash', 'White Oak', 'Walnut', 'Bamboo']),
  item('Cutting Board', 'CB', 'wood', 39, ['size'], ['kitchen'], ['Maple', 'Walnut', 'Acacia', 'Bamboo', 'Olive Wood', 'Teak']),
  item('Picture Frame', 'PF', 'wood', 25, ['size', 'finish'], ['living', 'bedroom'], ['Oak', 'Walnut', 'Maple', 'Reclaimed Pine']),
  item('Potting Bench', 'PO', 'wood', 229, ['finish'], ['garden'], ['Cedar', 'Acacia', 'Reclaimed Pine', 'Galvanized Steel']),
  item('Planter', 'PL', 'ceramics', 42, ['size', 'glaze'], ['living', 'patio'], ['Terracotta', 'Stoneware', 'Concrete', 'Speckled Ceramic', 'Glazed Ceramic', 'Fiberstone']),
  item('Mug', 'MG', 'ceramics', 22, ['pack', 'glaze'], ['kitchen'], ['Stoneware', 'Speckled Ceramic', 'Porcelain', 'Earthenware', 'Raku']),
  item('Bud Vase', 'BV', 'ceramics', 28, ['glaze'], ['living', 'bedroom'], ['Stoneware', 'Porcelain', 'Raku', 'Speckled Ceramic', 'Matte Ceramic']),
  item('Serving Bowl', 'SV', 'ceramics', 48, ['size', 'glaze'], ['kitchen'], ['Stoneware', 'Porcelain', 'Earthenware', 'Speckled Ceramic']),
  item('Dinner Plate Set', 'DP', 'ceramics', 72, ['pack', 'glaze'], ['kitchen'], ['Stoneware', 'Porcelain', 'Earthenware', 'Speckled Ceramic']),
  item('Pitcher', 'PI', 'ceramics', 46, ['glaze'], ['kitchen'], ['Stoneware', 'Earthenware', 'Enamel', 'Porcelain']),
  item('Candle Holder', 'CH', 'ceramics', 26, ['pack'], ['living', 'lighting'], ['Ceramic', 'Brass', 'Concrete', 'Marble', 'Smoked Glass']),
  item('Bird Bath', 'BB', 'ceramics', 129, ['glaze'], ['garden'], ['Concrete', 'Stoneware', 'Terracotta', 'Cast Iron']),
  item('Hanging Planter', 'HP', 'ceramics', 36, ['size', 'glaze'], ['living', 'patio'], ['Terracotta', 'Stoneware', 'Speckled Ceramic', 'Glazed Ceramic']),
  item('Self-Watering Pot', 'SW', 'ceramics', 38, ['size', 'glaze'], ['living', 'kitchen'], ['Terracotta', 'Glazed Ceramic', 'Recycled Plastic', 'Stoneware']),
  item('Lantern', 'LN', 'metal', 54, ['size', 'finish'], ['patio', 'lighting'], ['Copper', 'Brass', 'Wrought Iron', 'Galvanized Steel', 'Rattan', 'Bamboo']),
  item('Fire Pit', 'FP', 'metal', 349, ['size'], ['patio', 'garden'], ['Corten Steel', 'Cast Iron', 'Copper', 'Stainless Steel']),
  item('Watering Can', 'WC', 'metal', 36, ['size'], ['garden'], ['Copper', 'Galvanized Steel', 'Brass', 'Powder-Coated Steel']),
  item('Garden Trowel', 'GT', 'metal', 19, [], ['garden'], ['Stainless Steel', 'Copper', 'Forged Steel', 'Carbon Steel']),
  item('Wind Chime', 'WI', 'metal', 44, ['size'], ['patio', 'garden'], ['Copper', 'Bamboo', 'Aluminum', 'Brass']),
  item('Bistro Set', 'BI', 'metal', 399, ['colour'], ['patio'], ['Wrought Iron', 'Teak', 'Aluminum', 'Powder-Coated Steel', 'Acacia']),
  item('String Lights', 'SL', 'metal', 39, ['length'], ['patio', 'lighting'], ['Copper Wire', 'Solar', 'Edison Bulb', 'Rattan Ball', 'Festoon']),
  item('Hose Reel', 'HR', 'metal', 89, [], ['garden', 'storage'], ['Cast Iron', 'Galvanized Steel', 'Powder-Coated Steel', 'Aluminum']),
  item('Bird Feeder', 'BF', 'metal', 34, ['finish'], ['garden'], ['Cedar', 'Copper', 'Recycled Plastic', 'Cast Iron', 'Glass']),
  item('Pruning Shears', 'PR', 'metal', 32, [], ['garden'], ['Forged Steel', 'Carbon Steel', 'Stainless Steel']),
  item('Wall Planter', 'WP', 'metal', 46, ['size'], ['patio', 'living'], ['Galvanized Steel', 'Brass', 'Ceramic', 'Cedar']),
  item('Solar Path Light', 'SP', 'metal', 29, ['pack'], ['garden', 'lighting'], ['Copper', 'Stainless Steel', 'Black Aluminum', 'Bronze']),
  item('Compost Bin', 'CO', 'metal', 79, ['size'], ['garden'], ['Cedar', 'Recycled Plastic', 'Galvanized Steel', 'Stainless Steel']),
  item('Scented Candle', 'SC', 'glass', 32, ['size', 'scent'], ['living', 'bath', 'lighting'], ['Soy Wax', 'Beeswax', 'Coconut Wax', 'Rapeseed Wax']),
  item('Hurricane Vase', 'HV', 'glass', 58, ['size'], ['living', 'lighting'], ['Recycled Glass', 'Smoked Glass', 'Clear Glass', 'Amber Glass']),
  item('Carafe', 'CF', 'glass', 34, [], ['kitchen', 'bedroom'], ['Recycled Glass', 'Borosilicate Glass', 'Amber Glass', 'Ceramic']),
  item('Tumbler Set', 'TS', 'glass', 36, ['pack'], ['kitchen'], ['Recycled Glass', 'Smoked Glass', 'Amber Glass', 'Ribbed Glass']),
  item('Terrarium', 'TE', 'glass', 64, ['size'], ['living'], ['Geometric Glass', 'Hanging Glass', 'Recycled Glass', 'Brass']),
  item('Reed Diffuser', 'RD', 'glass', 38, ['scent'], ['living', 'bath'], ['Amber Glass', 'Ceramic', 'Frosted Glass', 'Smoked Glass']),
  item('Pillar Candle Set', 'PC', 'glass', 30, ['pack', 'colour'], ['living', 'lighting'], ['Beeswax', 'Soy Wax', 'Unscented', 'Palm Wax']),
  item('Wall Mirror', 'WM', 'glass', 179, ['size'], ['entry', 'bath', 'bedroom'], ['Rattan', 'Brass', 'Oak', 'Walnut', 'Wrought Iron']),
  item('Storage Basket', 'SK', 'woven', 44, ['size'], ['storage', 'living'], ['Rattan', 'Seagrass', 'Water Hyacinth', 'Willow', 'Jute', 'Abaca']),
  item('Pendant Shade', 'PD', 'woven', 129, ['size'], ['lighting', 'kitchen'], ['Rattan', 'Bamboo', 'Abaca', 'Paper', 'Linen']),
  item('Laundry Hamper', 'LH', 'woven', 69, ['size'], ['bath', 'storage'], ['Seagrass', 'Water Hyacinth', 'Wicker', 'Cotton Rope']),
  item('Placemat Set', 'PM', 'woven', 32, ['pack'], ['kitchen'], ['Rattan', 'Seagrass', 'Water Hyacinth', 'Jute', 'Cork']),
  item('Lounge Chair', 'LC', 'woven', 449, ['colour'], ['patio', 'living'], ['Rattan', 'Wicker', 'Teak', 'Rope Weave']),
  item('Doormat', 'DM', 'woven', 34, ['size'], ['entry'], ['Coir', 'Rubber & Coir', 'Jute', 'Recycled Rubber']),
  item('Picnic Basket', 'PK', 'woven', 89, [], ['patio', 'garden'], ['Willow', 'Wicker', 'Rattan']),
  item('Fruit Bowl', 'FB', 'woven', 38, [], ['kitchen'], ['Rattan', 'Bamboo', 'Olive Wood', 'Brass']),
  item('Hanging Chair', 'HC', 'woven', 249, ['colour'], ['patio', 'living'], ['Rattan', 'Macrame Cotton', 'Wicker', 'Rope Weave']),
  item('Tray', 'TY', 'woven', 42, ['size'], ['living', 'kitchen'], ['Marble', 'Teak', 'Rattan', 'Brass', 'Acacia']),
  item('Coaster Set', 'CS', 'woven', 22, ['pack'], ['living', 'kitchen'], ['Cork', 'Marble', 'Slate', 'Walnut', 'Terracotta']),
  item('Bookends', 'BE', 'metal', 49, [], ['living', 'storage'], ['Marble', 'Brass', 'Walnut', 'Cast Iron']),
  item('Herb Planter', 'HB', 'ceramics', 39, ['size'], ['kitchen', 'garden'], ['Terracotta', 'Cedar', 'Galvanized Steel', 'Ceramic', 'Recycled Plastic']),
];
