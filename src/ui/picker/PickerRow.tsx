import { BlockStack, Checkbox, InlineStack, Text, Thumbnail } from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { memo } from 'react';
import { entryState, entryVariantIds, isProduct } from '../../../machines/resource-picker/resource-picker.selectors';
import type { PickerItem, SelectionEntry } from '../../../machines/resource-picker/resource-picker.types';

/** Props of one picker row. */
export interface PickerRowProps {
  item: PickerItem;
  /** The item's selection entry (undefined when not selected). */
  entry: SelectionEntry | undefined;
  disabled: boolean;
  /** The line under a collection's title (its product count); none for products. */
  subtitle?: string | undefined;
  /** A variant's price the shop's way (currency and separators). */
  price: (value: string | number) => string;
  onToggle: (id: string) => void;
  onToggleVariant: (productId: string, variantId: string) => void;
}

/**
 * One product (with its variants) or collection in the picker list. It renders again only when
 * its own item, selection entry, disabled state or subtitle change.
 */
export const PickerRow = memo(function PickerRow(props: PickerRowProps) {
  const { item, entry } = props;
  const image = isProduct(item) ? item.featured_media?.src : item.image?.url;
  const checked = isProduct(item) ? entryState(entry, item) : !!entry;
  const showVariants = isProduct(item) && !item.has_only_default_variant && item.variants.length > 0;
  const chosenVariants = isProduct(item) ? entryVariantIds(entry, item) : [];
  return (
    <li className="ra-picker-row" data-testid="picker-row">
      <InlineStack gap="300" blockAlign="center" wrap={false}>
        <Checkbox
          label={item.title}
          labelHidden
          checked={checked}
          disabled={props.disabled}
          onChange={() => props.onToggle(item.id)}
        />
        <Thumbnail source={image || ImageIcon} alt="" size="small" />
        <BlockStack>
          <Text as="span" fontWeight="medium">
            {item.title}
          </Text>
          {props.subtitle !== undefined && (
            <Text as="span" tone="subdued">
              {props.subtitle}
            </Text>
          )}
        </BlockStack>
      </InlineStack>
      {showVariants && (
        <ul className="ra-picker-variants">
          {item.variants.map((v) => (
            <li key={v.id}>
              <Checkbox
                label={`${v.title} · ${props.price(v.price)}`}
                checked={chosenVariants.includes(v.id)}
                disabled={props.disabled}
                onChange={() => props.onToggleVariant(item.id, v.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
});
