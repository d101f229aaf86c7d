import { BlockStack, Modal, Text } from '@shopify/polaris';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectMaxPlanTip, selectOfferPrice, selectPercentOff, selectPopupOpen, selectSaleWording } from '../../../machines/discount/discount.selectors';
import { popupAllowedAt } from '../../app/offer-pages';
import { useRuntime } from '../../app/runtime-context';
import { formatMoney } from '../../lib/format';
import { Countdown } from './Countdown';

/** The discount popup: at most once per 10 minutes, never on /plan nor over a review opened by its link. */
export function DiscountPopup() {
  const { t, i18n } = useTranslation('common');
  const runtime = useRuntime();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const search = useRouterState({ select: (s) => s.location.searchStr });
  const open = useSelector(runtime.discount, selectPopupOpen);
  const wording = useSelector(runtime.discount, selectSaleWording);
  const percent = useSelector(runtime.discount, selectPercentOff);
  const price = useSelector(runtime.discount, selectOfferPrice);
  const tip = useSelector(runtime.discount, selectMaxPlanTip);
  const close = () => runtime.discount.send({ type: 'discount.popupClose' });
  if (!open || !popupAllowedAt(pathname, search)) return null;
  return (
    <Modal
      open
      onClose={close}
      title={t(`discount.${wording}`, { percent })}
      primaryAction={{
        content: t('discount.cta'),
        onAction: () => {
          close();
          void navigate({ to: '/plan', search: { source: 'navigation' } });
        },
      }}
      secondaryActions={[{ content: t('discount.later'), onAction: close }]}
    >
      <Modal.Section>
        <BlockStack gap="200">
          <Text as="p">{t('discount.body', { percent, price: formatMoney(i18n.language, price) })}</Text>
          <Text as="p" tone="subdued">
            {t('discount.endsIn')} <Countdown />
          </Text>
          {tip && <Text as="p">{t('discount.maxPlanTip')}</Text>}
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
