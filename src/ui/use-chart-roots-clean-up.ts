import { useEffect } from 'react';

/** Roots the chart library appends to the page's body for its tooltips, and never removes. */
const CHART_ROOT_IDS = ['polaris_viz_tooltip_root', 'legend-toolip'];
let chartsMounted = 0;
/** The roots that were on the page before the first chart rendered (not ours to remove). */
let rootsBefore: Set<string> | null = null;

/** Removes the chart library's tooltip roots from the page's body when the last chart (of any screen) goes. */
export function useChartRootsCleanUp(): void {
  rootsBefore ??= new Set(CHART_ROOT_IDS.filter((id) => document.getElementById(id)));
  useEffect(() => {
    chartsMounted += 1;
    return () => {
      chartsMounted -= 1;
      if (chartsMounted > 0) return;
      for (const id of CHART_ROOT_IDS) if (!rootsBefore?.has(id)) document.getElementById(id)?.remove();
      rootsBefore = null;
    };
  }, []);
}
