import { useEffect, useRef } from 'react';
import { formatCountdown, remainingAt } from '../../../machines/discount/discount.selectors';
import { useRuntime } from '../../app/runtime-context';

/** Whether the merchant asked for less motion (then the hundredths stand still and the rest ticks each second). */
const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The offer's time left as minutes:seconds:hundredths. Minutes and seconds are written once a
 * second; the hundredths are a CSS animation of a strip of 99…00 moved by `transform` in 100
 * steps a second, which the compositor runs without the main thread. Painting the text every
 * frame from script kept a quarter of the main thread busy on every screen.
 */
export function Countdown() {
  const discount = useRuntime().discount;
  const minutes = useRef<HTMLSpanElement>(null);
  const strip = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const still = reducedMotion();
    const tick = () => {
      const { context } = discount.getSnapshot();
      const left = remainingAt(context, context.now());
      const [mm, ss, hh] = formatCountdown(left).split(':');
      if (minutes.current) minutes.current.textContent = `${mm}:${ss}:${still || left === 0 ? hh : ''}`;
      const s = strip.current;
      if (s) {
        s.hidden = still || left === 0;
        // The strip's phase: at r ms into the second it shows floor(r / 10) hundredths.
        s.style.animationDelay = `-${(1000 - (left % 1000)) % 1000}ms`;
      }
      if (left > 0) timer = setTimeout(tick, (left % 1000) + 1);
    };
    tick();
    const onChange = discount.subscribe(() => {
      clearTimeout(timer);
      tick();
    });
    return () => {
      clearTimeout(timer);
      onChange.unsubscribe();
    };
  }, [discount]);
  return (
    <span className="ra-countdown" data-testid="discount-countdown" aria-hidden="true">
      <span ref={minutes} />
      <span className="ra-countdown-hundredths">
        <span ref={strip} className="ra-countdown-strip" />
      </span>
    </span>
  );
}
