import { LineChart, PolarisVizProvider } from '@shopify/polaris-viz';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestFunnel } from '../../contract/review-requests';
import { formatDate } from '../../lib/format';
import { useChartRootsCleanUp } from '../../ui/use-chart-roots-clean-up';
import { FUNNEL_CHART_HEIGHT } from './funnel-chart-size';

/** The funnel steps drawn, with their colours. */
const LINES = [
  { key: 'sent', color: '#13ACF0' },
  { key: 'opened', color: '#6A42E9' },
  { key: 'clicked', color: '#E0A51B' },
  { key: 'reviewed', color: '#2E9E5B' },
] as const;
let chartIds = 0;

/** What the chart shows: the period's daily points, the translated names of the lines and a summary for screen readers. */
export interface FunnelChartProps {
  funnel: RequestFunnel;
  names: Record<(typeof LINES)[number]['key'], string>;
  summary: string;
}

/** The funnel's daily points as lines (lazy: the chart library is large). */
function FunnelChart({ funnel, names, summary }: FunnelChartProps) {
  useChartRootsCleanUp();
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const [id] = useState(() => `ra-funnel-chart-${(chartIds += 1)}`);
  const data = useMemo(
    () => LINES.map((line) => ({ name: names[line.key], color: line.color, data: funnel.daily.map((d) => ({ key: d.date, value: d[line.key] })) })),
    [funnel, names],
  );
  return (
    <PolarisVizProvider>
      <p className="ra-visually-hidden">{summary}</p>
      <div style={{ height: FUNNEL_CHART_HEIGHT }} data-testid="funnel-chart" aria-hidden="true" ref={(el) => el?.setAttribute('inert', '')}>
        <LineChart
          id={id}
          data={data}
          theme="Light"
          isAnimated={false}
          showLegend
          xAxisOptions={{ labelFormatter: (value) => (value == null ? '' : formatDate(lng, `${String(value)}T12:00:00`, { day: 'numeric', month: 'short' })) }}
        />
      </div>
    </PolarisVizProvider>
  );
}

export default memo(FunnelChart);
