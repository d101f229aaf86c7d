import { BlockStack, Checkbox, InlineStack, Text, Thumbnail } from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { useTranslation } from 'react-i18next';
import { isProduct, productState, variantSelected } from '../../../machines/resource-picker/resource-picker.selectors';
import type { PickerItem, Selection } from '../../../machines/resource-picker/resource-picker.types';

/** One product (with its variants) or collection in the picker list. */
export function PickerRow(props: {
  item: PickerItem;
  selection: Selection;
  disabled: boolean;
  onToggle: (id: string) => void;
  onToggleVariant: (productId: string, variantId: string) => void;
}) {
  const { t } = useTranslation('common');
  const { item, selection } = props;
  const image = isProduct(item) ? item.featured_media?.src : item.image?.url;
  const checked = isProduct(item) ? productState(selection, item) : !!selection[item.id];
  const showVariants = isProduct(item) && !item.has_only_default_variant && item.variants.length > 0;
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
          {!isProduct(item) && (
            <Text as="span" tone="subdued">
              {t('picker.productsCount', { count: item.products_count })}
            </Text>
          )}
        </BlockStack>
      </InlineStack>
      {showVariants && (
        <ul className="ra-picker-variants">
          {item.variants.map((v) => (
            <li key={v.id}>
              <Checkbox
                label={`${v.title} · ${v.price}`}
                checked={variantSelected(selection, item, v.id)}
                disabled={props.disabled}
                onChange={() => props.onToggleVariant(item.id, v.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
