import { LineChart, PolarisVizProvider } from '@shopify/polaris-viz';
import { memo, useEffect, useMemo, useState } from 'react';
import type { RequestFunnel } from '../../contract/review-requests';
import { FUNNEL_CHART_HEIGHT } from './funnel-chart-size';

/** The funnel steps drawn, with their colours. */
const LINES = [
  { key: 'sent', color: '#13ACF0' },
  { key: 'opened', color: '#6A42E9' },
  { key: 'clicked', color: '#E0A51B' },
  { key: 'reviewed', color: '#2E9E5B' },
] as const;
/** Roots the chart library appends to the body for its tooltips. */
const CHART_ROOT_IDS = ['polaris_viz_tooltip_root', 'legend-toolip'];
let mounted = 0;
let chartIds = 0;

/** Removes the chart library's tooltip roots when the last funnel chart goes (those it added). */
function useRootsCleanUp() {
  useEffect(() => {
    const before = new Set(CHART_ROOT_IDS.filter((id) => document.getElementById(id)));
    mounted += 1;
    return () => {
      mounted -= 1;
      if (mounted === 0) for (const id of CHART_ROOT_IDS) if (!before.has(id)) document.getElementById(id)?.remove();
    };
  }, []);
}

/** What the chart shows: the period's daily points, the translated names of the lines and a summary for screen readers. */
export interface FunnelChartProps {
  funnel: RequestFunnel;
  names: Record<(typeof LINES)[number]['key'], string>;
  summary: string;
}

/** The funnel's daily points as lines (lazy: the chart library is large). */
function FunnelChart({ funnel, names, summary }: FunnelChartProps) {
  useRootsCleanUp();
  const [id] = useState(() => `ra-funnel-chart-${(chartIds += 1)}`);
  const data = useMemo(
    () => LINES.map((line) => ({ name: names[line.key], color: line.color, data: funnel.daily.map((d) => ({ key: d.date, value: d[line.key] })) })),
    [funnel, names],
  );
  return (
    <PolarisVizProvider>
      <p className="ra-visually-hidden">{summary}</p>
      <div style={{ height: FUNNEL_CHART_HEIGHT }} data-testid="funnel-chart" aria-hidden="true" ref={(el) => el?.setAttribute('inert', '')}>
        <LineChart id={id} data={data} theme="Light" isAnimated={false} showLegend />
      </div>
    </PolarisVizProvider>
  );
}

export default memo(FunnelChart);
