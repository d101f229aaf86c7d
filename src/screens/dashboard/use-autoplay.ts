import { useEffect, useRef, type RefObject } from 'react';

/** Whether the page's tab is shown (true where the Page Visibility API is missing). */
const pageVisible = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Calls `onTurn` every `ms` while `running` is true, the element is at least partly in the
 * viewport (IntersectionObserver) and the tab is shown (`visibilitychange`). Nothing is scheduled
 * and nothing renders while any of these is false; each start waits a full `ms`. Without an
 * IntersectionObserver the element counts as on screen.
 */
export function useAutoplay(ref: RefObject<Element>, { ms, running, onTurn }: { ms: number; running: boolean; onTurn: () => void }): void {
  const turn = useRef(onTurn);
  turn.current = onTurn;
  useEffect(() => {
    const el = ref.current;
    if (!running || !el) return undefined;
    let onScreen = typeof IntersectionObserver !== 'function';
    let timer: ReturnType<typeof setInterval> | undefined;
    const update = () => {
      const wanted = onScreen && pageVisible();
      if (wanted && timer === undefined) timer = setInterval(() => turn.current(), ms);
      if (!wanted && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            onScreen = entries[entries.length - 1]?.isIntersecting ?? onScreen;
            update();
          })
        : null;
    observer?.observe(el);
    document.addEventListener('visibilitychange', update);
    update();
    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
      clearInterval(timer);
    };
  }, [ref, ms, running]);
}
