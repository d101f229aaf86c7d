import { BlockStack, Modal, Text } from '@shopify/polaris';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { percentOff, saleWording, showsMaxPlanTip } from '../../../machines/discount/discount.selectors';
import { OFFER_HIDDEN_ON } from '../../app/runtime-actors';
import { useRuntime } from '../../app/runtime-context';
import { formatMoney } from '../../lib/format';
import { Countdown } from './Countdown';

/** The discount popup: at most once per 10 minutes, never on /plan. */
export function DiscountPopup() {
  const { t, i18n } = useTranslation('common');
  const runtime = useRuntime();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const open = useSelector(runtime.discount, (s) => s.context.popupOpen && s.matches('running'));
  const wording = useSelector(runtime.discount, (s) => saleWording(s.context));
  const percent = useSelector(runtime.discount, (s) => percentOff(s.context));
  const price = useSelector(runtime.discount, (s) => s.context.price * s.context.discountVal);
  const tip = useSelector(runtime.discount, (s) => showsMaxPlanTip(s.context));
  const close = () => runtime.discount.send({ type: 'discount.popupClose' });
  if (!open || OFFER_HIDDEN_ON.includes(pathname)) return null;
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
