import type { PickedProduct, PickerResult } from '../../../machines/resource-picker/resource-picker.types';
import type { ChosenProduct } from '../../contract/collect';

/** The chosen products from a picker result (variants listed only when not all are chosen). */
export function chosenFromPicker(result: PickerResult, previous: ChosenProduct[]): ChosenProduct[] {
  return result.items.map((item) => {
    if (!('variants' in item)) return previous.find((p) => p.id === item.id) ?? { id: item.id, title: item.id, image: null, variantIds: [], totalVariants: 0 };
    const product = item as PickedProduct;
    return {
      id: product.id,
      title: product.title,
      image: product.featured_media?.src ?? null,
      variantIds: product.selected === true ? [] : product.variants.map((v) => v.id),
      totalVariants: product.total_variants,
    };
  });
}

/** The picker's initial selection for chosen products. */
export function selectionIdsOf(products: ChosenProduct[]) {
  return products.map((p) => (p.variantIds.length ? { id: p.id, variants: p.variantIds.map((id) => ({ id })) } : { id: p.id }));
}
