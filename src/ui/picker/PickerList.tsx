import { useSelector } from '@xstate/react';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isDisabled, isProduct, selectPickerItems, selectPickerLimit, selectPickerLoading, selectPickerSelection } from '../../../machines/resource-picker/resource-picker.selectors';
import { useRuntime } from '../../app/runtime-context';
import { PickerRow } from './PickerRow';

/**
 * The picker's listed items. It reads only the items, the selection, the limit and whether a
 * search is loading, so typing in the search box does not render the list again, and a change of
 * selection renders only the rows whose entry or disabled state changed.
 */
export const PickerList = memo(function PickerList() {
  const { t } = useTranslation('common');
  const picker = useRuntime().picker;
  const items = useSelector(picker, selectPickerItems);
  const selection = useSelector(picker, selectPickerSelection);
  const limit = useSelector(picker, selectPickerLimit);
  const loading = useSelector(picker, selectPickerLoading);
  const onToggle = useCallback((id: string) => picker.send({ type: 'picker.toggle', id }), [picker]);
  const onToggleVariant = useCallback(
    (productId: string, variantId: string) => picker.send({ type: 'picker.toggleVariant', productId, variantId }),
    [picker],
  );
  return (
    <ul className="ra-picker-list" aria-busy={loading}>
      {items.map((item) => (
        <PickerRow
          key={item.id}
          item={item}
          entry={selection[item.id]}
          disabled={isDisabled(selection, item.id, limit)}
          subtitle={isProduct(item) ? undefined : t('picker.productsCount', { count: item.products_count })}
          onToggle={onToggle}
          onToggleVariant={onToggleVariant}
        />
      ))}
    </ul>
  );
});
