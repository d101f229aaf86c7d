/** Path prefix of the generated product, collection and app images. */
export const STORE_IMAGES_PREFIX = '/store/images';

const GID = 'gid://shopify';

/** The platform-style global id of a record, e.g. `gid://shopify/Product/1001`. */
export function gid(type: 'Product' | 'ProductVariant' | 'Collection' | 'MediaImage', id: number): string {
  return `${GID}/${type}/${id}`;
}

/** Absolute address of a placeholder image on the server's own origin. */
export function imageUrl(origin: string, name: string): string {
  return `${origin}/store/images/${name}.svg`;
}
