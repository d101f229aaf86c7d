import { Text } from '@shopify/polaris';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectOfferRunning, selectPercentOff, selectSaleWording } from '../../../machines/discount/discount.selectors';
import { OFFER_HIDDEN_ON } from '../../app/offer-pages';
import { useRuntime } from '../../app/runtime-context';
import { Countdown } from './Countdown';

/** The discount tab while an offer runs (hidden on /plan): floating 30 % from the top, or a strip at the top of the page in the narrow layout (styles.css). */
export function DiscountTab() {
  const { t } = useTranslation('common');
  const runtime = useRuntime();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const running = useSelector(runtime.discount, selectOfferRunning);
  const wording = useSelector(runtime.discount, selectSaleWording);
  const percent = useSelector(runtime.discount, selectPercentOff);
  if (!running || OFFER_HIDDEN_ON.includes(pathname)) return null;
  return (
    <button
      type="button"
      className="ra-discount-tab"
      data-testid="discount-tab"
      onClick={() => void navigate({ to: '/plan', search: { source: 'navigation' } })}
      aria-label={t('discount.tabLabel', { percent })}
    >
      <Text as="span" variant="headingSm">
        {t(`discount.${wording}`, { percent })}
      </Text>
      <Countdown />
    </button>
  );
}
