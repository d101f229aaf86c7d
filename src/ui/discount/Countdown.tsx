import { useEffect, useRef } from 'react';
import { formatCountdown } from '../../../machines/discount/discount.selectors';
import { useRuntime } from '../../app/runtime-context';

/**
 * The offer's time left as minutes:seconds:hundredths. The text is written straight into the
 * span at most once per frame: a 10 ms countdown through React would commit 100 times a second.
 */
export function Countdown() {
  const discount = useRuntime().discount;
  const span = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let frame = 0;
    let shown = '';
    const paint = () => {
      frame = 0;
      const text = formatCountdown(discount.getSnapshot().context.remainingMs);
      if (span.current && text !== shown) span.current.textContent = shown = text;
    };
    paint();
    const sub = discount.subscribe(() => {
      if (!frame) frame = requestAnimationFrame(paint);
    });
    return () => {
      sub.unsubscribe();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [discount]);
  return <span ref={span} className="ra-countdown" data-testid="discount-countdown" aria-hidden="true" />;
}
