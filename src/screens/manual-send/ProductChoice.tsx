import { Button, InlineStack, Text } from '@shopify/polaris';
import type { PickedProduct } from '../../../machines/resource-picker/resource-picker.types';
import { useRuntime } from '../../app/runtime-context';

/** A product chosen with the resource picker (its global id and title). */
export interface ChosenProduct {
  id: string;
  title: string;
}

/**
 * The product a request or link is for: its title (or the shop's label when none), a button that
 * opens the resource picker for one product, and one that goes back to the whole shop.
 */
export function ProductChoice(props: {
  /** The chosen product, or null for the shop. */
  product: ChosenProduct | null;
  onChange: (product: ChosenProduct | null) => void;
  /** Label in front of the choice. */
  label: string;
  /** What the shop is called when no product is chosen. */
  shopLabel: string;
  chooseLabel: string;
  clearLabel: string;
}) {
  const runtime = useRuntime();
  const { product, onChange } = props;
  const pick = async () => {
    const picked = await runtime.pickResources({ type: 'product', multiple: false, ...(product ? { selectionIds: [{ id: product.id }] } : {}) });
    const item = picked?.items[0] as PickedProduct | undefined;
    if (item) onChange({ id: item.id, title: item.title });
  };
  return (
    <InlineStack gap="300" blockAlign="center">
      <Text as="span" tone="subdued">{props.label}:</Text>
      <span data-testid="chosen-product">
        <Text as="span" fontWeight="semibold">{product ? product.title : props.shopLabel}</Text>
      </span>
      <Button onClick={() => void pick()}>{props.chooseLabel}</Button>
      {product && <Button variant="plain" onClick={() => onChange(null)}>{props.clearLabel}</Button>}
    </InlineStack>
  );
}
