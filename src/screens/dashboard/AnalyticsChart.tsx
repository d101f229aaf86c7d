import { LineChart, PolarisVizProvider } from '@shopify/polaris-viz';
import { useEffect } from 'react';
import type { DailyStatistics } from '../../contract/dashboard';

/** Roots the chart library appends to the page's body for its tooltips, and never removes. */
const CHART_ROOT_IDS = ['polaris_viz_tooltip_root', 'legend-toolip'];
let chartsMounted = 0;
/** The roots that were on the page before the first chart rendered (not ours to remove). */
let rootsBefore: Set<string> | null = null;

/** Removes the chart library's tooltip roots from the page's body when the last chart goes. */
function useChartRootsCleanUp() {
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

/** Reviews collected and review requests sent over the range (lazy: the chart library is large). */
export default function AnalyticsChart(props: { stats: DailyStatistics; labels: { collected: string; requests: string; summary: string } }) {
  useChartRootsCleanUp();
  const data = [
    { name: props.labels.collected, data: props.stats.series.map((d) => ({ key: d.date, value: d.reviews_collected })) },
    { name: props.labels.requests, data: props.stats.series.map((d) => ({ key: d.date, value: d.review_requests_sent })) },
  ];
  return (
    <PolarisVizProvider>
      {/* The chart library's SVG is not accessible (labels on plain shapes, focusable points): it is inert, and screen readers get the figures above and this summary. */}
      <p className="ra-visually-hidden">{props.labels.summary}</p>
      <div style={{ height: 260 }} data-testid="analytics-chart" aria-hidden="true" ref={(el) => el?.setAttribute('inert', '')}>
        <LineChart data={data} theme="Light" isAnimated={false} />
      </div>
    </PolarisVizProvider>
  );
}
