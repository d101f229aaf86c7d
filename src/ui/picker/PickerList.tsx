import { useSelector } from '@xstate/react';
import { memo, startTransition, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDisabled, isProduct, selectPickerItems, selectPickerLimit, selectPickerLoading, selectPickerSelection } from '../../../machines/resource-picker/resource-picker.selectors';
import type { PickerItem, Selection } from '../../../machines/resource-picker/resource-picker.types';
import { useRuntime } from '../../app/runtime-context';
import { PickerRow } from './PickerRow';
import { formatShopPrice } from './price';

/** Rows rendered at once when an answer arrives (more than the dialog shows)… */
const FIRST_ROWS = 12;
/** …and the rest this many at a time, each step interruptible. */
const ROWS_PER_STEP = 24;

/**
 * The picker's listed items. It reads only the items, the selection, the limit and whether a
 * search is loading, so typing in the search box does not render the list again, and a change of
 * selection renders only the rows whose entry or disabled state changed. A new first item means a
 * new answer: the old list goes as one node and the new one starts again in steps.
 */
export const PickerList = memo(function PickerList() {
  const { t, i18n } = useTranslation('common');
  const runtime = useRuntime();
  const picker = runtime.picker;
  const currencySymbol = useSelector(runtime.startup, (s) => s.context.data?.userInfo.currency_symbol);
  const currencyFormat = useSelector(picker, (s) => s.context.currencyFormat ?? undefined);
  const price = useCallback(
    (value: string | number) => formatShopPrice(i18n.language, value, { currencyFormat, currencySymbol }),
    [i18n.language, currencyFormat, currencySymbol],
  );
  const items = useSelector(picker, selectPickerItems);
  const selection = useSelector(picker, selectPickerSelection);
  const limit = useSelector(picker, selectPickerLimit);
  const loading = useSelector(picker, selectPickerLoading);
  const onToggle = useCallback((id: string) => picker.send({ type: 'picker.toggle', id }), [picker]);
  const onToggleVariant = useCallback(
    (productId: string, variantId: string) => picker.send({ type: 'picker.toggleVariant', productId, variantId }),
    [picker],
  );
  const subtitle = useCallback((item: PickerItem) => (isProduct(item) ? undefined : t('picker.productsCount', { count: item.products_count })), [t]);
  return (
    <Rows
      key={items[0]?.id}
      items={items}
      selection={selection}
      limit={limit}
      loading={loading}
      subtitle={subtitle}
      price={price}
      onToggle={onToggle}
      onToggleVariant={onToggleVariant}
    />
  );
});

/**
 * The rows of one answer: the first step at once, the others in following renders that yield to
 * clicks and key presses (the list is busy until they are all there).
 */
function Rows(props: {
  items: PickerItem[];
  selection: Selection;
  limit: number;
  loading: boolean;
  subtitle: (item: PickerItem) => string | undefined;
  price: (value: string | number) => string;
  onToggle: (id: string) => void;
  onToggleVariant: (productId: string, variantId: string) => void;
}) {
  const { items, selection, limit } = props;
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    if (items.length > shown) startTransition(() => setShown(shown + ROWS_PER_STEP));
  }, [items, shown]);
  const rows = items.length > shown ? items.slice(0, shown) : items;
  return (
    <ul className="ra-picker-list" aria-busy={props.loading || rows.length < items.length}>
      {rows.map((item) => (
        <PickerRow
          key={item.id}
          item={item}
          entry={selection[item.id]}
          disabled={isDisabled(selection, item.id, limit)}
          subtitle={props.subtitle(item)}
          price={props.price}
          onToggle={props.onToggle}
          onToggleVariant={props.onToggleVariant}
        />
      ))}
    </ul>
  );
}
