import { useEffect, useRef } from 'react';
import { formatCountdown, remainingAt } from '../../../machines/discount/discount.selectors';
import { useRuntime } from '../../app/runtime-context';

/**
 * The offer's time left as minutes:seconds:hundredths, refreshed on every frame from the offer's
 * end time and written straight into the span: through React (or a 10 ms machine tick) it would
 * commit 100 times a second and keep the main thread busy.
 */
export function Countdown() {
  const discount = useRuntime().discount;
  const span = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let frame = 0;
    let shown = '';
    const paint = () => {
      const { context } = discount.getSnapshot();
      const text = formatCountdown(remainingAt(context, context.now()));
      if (span.current && text !== shown) span.current.textContent = shown = text;
      frame = requestAnimationFrame(paint);
    };
    paint();
    return () => cancelAnimationFrame(frame);
  }, [discount]);
  return <span ref={span} className="ra-countdown" data-testid="discount-countdown" aria-hidden="true" />;
}
