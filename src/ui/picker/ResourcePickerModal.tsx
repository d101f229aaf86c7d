import { BlockStack, Modal, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectPickerLimit, selectPickerOpen, selectPickerSelectedCount, selectPickerTotal, selectPickerType,
} from '../../../machines/resource-picker/resource-picker.selectors';
import { useRuntime } from '../../app/runtime-context';
import { PickerContent, PickerLoadMore, PickerSearch } from './PickerBody';
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
  const count = useSelector(picker, selectPickerSelectedCount);
  const limit = useSelector(picker, selectPickerLimit);
  const total = useSelector(picker, selectPickerTotal);
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
            <PickerSearch products={products} />
            <PickerContent products={products} />
            <PickerLoadMore />
          </BlockStack>
        </Modal.Section>
      </Modal>
    </>
  );
}
