import { Banner, BlockStack, Button, Icon, Modal, Spinner, Text, TextField } from '@shopify/polaris';
import { SearchIcon } from '@shopify/polaris-icons';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectPickerErrorKey, selectPickerHasMore, selectPickerItemCount, selectPickerKeyword, selectPickerLimit, selectPickerLoading,
  selectPickerLoadingMore, selectPickerOpen, selectPickerSelectedCount, selectPickerTotal, selectPickerType,
} from '../../../machines/resource-picker/resource-picker.selectors';
import { useRuntime } from '../../app/runtime-context';
import { PickerList } from './PickerList';
import { usePickerSlotOwned } from './picker-slot-context';
import { useShadowDialogFocus } from './use-shadow-dialog-focus';
import { useShownAfterPaint } from './use-shown-after-paint';

/** The product/collection picker modal, driven by the page's picker actor. */
export function ResourcePickerModal() {
  const { t } = useTranslation('common');
  const picker = useRuntime().picker;
  const owned = usePickerSlotOwned();
  const open = useShownAfterPaint(useSelector(picker, selectPickerOpen) && owned);
  const type = useSelector(picker, selectPickerType);
  const keyword = useSelector(picker, selectPickerKeyword);
  const itemCount = useSelector(picker, selectPickerItemCount);
  const count = useSelector(picker, selectPickerSelectedCount);
  const limit = useSelector(picker, selectPickerLimit);
  const total = useSelector(picker, selectPickerTotal);
  const loading = useSelector(picker, selectPickerLoading);
  const loadingMore = useSelector(picker, selectPickerLoadingMore);
  const hasMore = useSelector(picker, selectPickerHasMore);
  const errorKey = useSelector(picker, selectPickerErrorKey);
  const anchor = useRef<HTMLSpanElement>(null);
  useShadowDialogFocus(anchor, open);
  if (!open) return <span ref={anchor} hidden />;
  const products = type === 'product';
  const footerTotal = Number.isFinite(limit) ? limit : total;
  return (
    <>
      <span ref={anchor} hidden />
      <Modal
        open
        onClose={() => picker.send({ type: 'picker.cancel' })}
        title={products ? t('picker.addProduct') : t('picker.addCollection')}
        primaryAction={{ content: t('picker.select'), disabled: count === 0, onAction: () => picker.send({ type: 'picker.confirm' }) }}
        secondaryActions={[{ content: t('picker.cancel'), onAction: () => picker.send({ type: 'picker.cancel' }) }]}
        footer={
          <Text as="span" tone="subdued">
            <span data-testid="picker-footer">{t(products ? 'picker.productsSelected' : 'picker.collectionsSelected', { count, total: footerTotal })}</span>
          </Text>
        }
      >
        <Modal.Section>
          <BlockStack gap="300">
            <TextField
              label={products ? t('picker.searchProducts') : t('picker.searchCollections')}
              labelHidden
              placeholder={products ? t('picker.searchProducts') : t('picker.searchCollections')}
              prefix={<Icon source={SearchIcon} />}
              value={keyword}
              onChange={(value) => picker.send({ type: 'picker.search', keyword: value })}
              clearButton
              onClearButtonClick={() => picker.send({ type: 'picker.search', keyword: '' })}
              autoComplete="off"
              autoFocus
            />
            {loading && itemCount === 0 ? (
              <div className="ra-center-small" role="status">
                <Spinner size="small" accessibilityLabel={t('picker.loading')} />
              </div>
            ) : errorKey && itemCount === 0 ? (
              <Banner tone="critical" action={{ content: t('picker.retry'), onAction: () => picker.send({ type: 'picker.retry' }) }}>
                <p data-testid="picker-error">{t(`picker.errors.${errorKey}`)}</p>
              </Banner>
            ) : itemCount === 0 ? (
              <Text as="p" tone="subdued" alignment="center">
                {keyword ? t('picker.noMatch', { keyword }) : products ? t('picker.empty') : t('picker.emptyCollections')}
              </Text>
            ) : (
              <PickerList />
            )}
            {hasMore && (
              <Button onClick={() => picker.send({ type: 'picker.loadMore' })} loading={loadingMore}>
                {t('picker.loadMore')}
              </Button>
            )}
          </BlockStack>
        </Modal.Section>
      </Modal>
    </>
  );
}
