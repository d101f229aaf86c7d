import { Banner, Button, Icon, Spinner, Text, TextField } from '@shopify/polaris';
import { SearchIcon } from '@shopify/polaris-icons';
import { useSelector } from '@xstate/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectPickerErrorKey, selectPickerHasMore, selectPickerItemCount, selectPickerKeyword, selectPickerLoading, selectPickerLoadingMore,
} from '../../../machines/resource-picker/resource-picker.selectors';
import { useRuntime } from '../../app/runtime-context';
import { PickerList } from './PickerList';

/** The picker's search box; a key press renders only this field (and the list's state when a search starts). */
export const PickerSearch = memo(function PickerSearch({ products }: { products: boolean }) {
  const { t } = useTranslation('common');
  const picker = useRuntime().picker;
  const keyword = useSelector(picker, selectPickerKeyword);
  const label = products ? t('picker.searchProducts') : t('picker.searchCollections');
  return (
    <TextField
      label={label}
      labelHidden
      placeholder={label}
      prefix={<Icon source={SearchIcon} />}
      value={keyword}
      onChange={(value) => picker.send({ type: 'picker.search', keyword: value })}
      clearButton
      onClearButtonClick={() => picker.send({ type: 'picker.search', keyword: '' })}
      autoComplete="off"
      autoFocus
    />
  );
});

/** The list, or while the first page loads a spinner, or the failure with Retry, or why nothing is listed. */
export const PickerContent = memo(function PickerContent({ products }: { products: boolean }) {
  const { t } = useTranslation('common');
  const picker = useRuntime().picker;
  const itemCount = useSelector(picker, selectPickerItemCount);
  const loading = useSelector(picker, selectPickerLoading);
  const errorKey = useSelector(picker, selectPickerErrorKey);
  if (loading && itemCount === 0) {
    return (
      <div className="ra-center-small" role="status">
        <Spinner size="small" accessibilityLabel={t('picker.loading')} />
      </div>
    );
  }
  if (errorKey && itemCount === 0) {
    return (
      <Banner tone="critical" action={{ content: t('picker.retry'), onAction: () => picker.send({ type: 'picker.retry' }) }}>
        <p data-testid="picker-error">{t(`picker.errors.${errorKey}`)}</p>
      </Banner>
    );
  }
  return itemCount === 0 ? <NothingListed products={products} /> : <PickerList />;
});

function NothingListed({ products }: { products: boolean }) {
  const { t } = useTranslation('common');
  const keyword = useSelector(useRuntime().picker, selectPickerKeyword);
  return (
    <Text as="p" tone="subdued" alignment="center">
      {keyword ? t('picker.noMatch', { keyword }) : products ? t('picker.empty') : t('picker.emptyCollections')}
    </Text>
  );
}

/** "Load more" while the store has further pages. */
export const PickerLoadMore = memo(function PickerLoadMore() {
  const { t } = useTranslation('common');
  const picker = useRuntime().picker;
  const hasMore = useSelector(picker, selectPickerHasMore);
  const loadingMore = useSelector(picker, selectPickerLoadingMore);
  if (!hasMore) return null;
  return (
    <Button onClick={() => picker.send({ type: 'picker.loadMore' })} loading={loadingMore}>
      {t('picker.loadMore')}
    </Button>
  );
});
