import { useEffect, useRef, useState } from 'react';
import type { StatsRange } from '../../contract/dashboard';

/** What the range buttons show and do. */
export interface RangeSwitch {
  /** The range marked as pressed: the one just chosen, else the URL's. */
  chosen: StatsRange;
  /** True from a choice until the URL holds it. */
  switching: boolean;
  /** Marks a range as chosen at once, and calls `go` with it once that has painted. */
  choose: (range: StatsRange) => void;
}

/**
 * The analytics range switch: pressing a range paints the pressed button and the busy spinner in
 * the click's own frame; `go` (the route change, which loads and redraws the dashboard) runs in a
 * task after that frame.
 */
export function useRangeSwitch(range: StatsRange, go: (range: StatsRange) => Promise<unknown>): RangeSwitch {
  const [pending, setPending] = useState<StatsRange | null>(null);
  const goRef = useRef(go);
  goRef.current = go;
  const scheduled = useRef<{ frame: number; timer?: ReturnType<typeof setTimeout> } | null>(null);
  useEffect(
    () => () => {
      if (!scheduled.current) return;
      cancelAnimationFrame(scheduled.current.frame);
      clearTimeout(scheduled.current.timer);
    },
    [],
  );
  const choose = (next: StatsRange) => {
    setPending(next);
    if (scheduled.current) {
      cancelAnimationFrame(scheduled.current.frame);
      clearTimeout(scheduled.current.timer);
    }
    const entry: { frame: number; timer?: ReturnType<typeof setTimeout> } = { frame: 0 };
    entry.frame = requestAnimationFrame(() => {
      entry.timer = setTimeout(() => {
        scheduled.current = null;
        void goRef.current(next).finally(() => setPending((p) => (p === next ? null : p)));
      }, 0);
    });
    scheduled.current = entry;
  };
  return { chosen: pending ?? range, switching: pending !== null && pending !== range, choose };
}
