import { useSelector } from '@xstate/react';
import { formatCountdown } from '../../../machines/discount/discount.selectors';
import { useRuntime } from '../../app/runtime-context';

/** The offer's time left as minutes:seconds:hundredths: the only part that re-renders every 10 ms. */
export function Countdown() {
  const text = useSelector(useRuntime().discount, (s) => formatCountdown(s.context.remainingMs));
  return (
    <span className="ra-countdown" data-testid="discount-countdown" aria-hidden="true">
      {text}
    </span>
  );
}
