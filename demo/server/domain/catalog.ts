/** Status of a product, as the platform names it. */
export type ProductStatus = 'ACTIVE' | 'ARCHIVED' | 'DRAFT';

/** Title of the single variant of a product without options. */
export const DEFAULT_VARIANT_TITLE = 'Default Title';
