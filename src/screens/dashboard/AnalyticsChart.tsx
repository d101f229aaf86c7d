import { InlineStack, Text } from '@shopify/polaris';
import { LineChart, PolarisVizProvider } from '@shopify/polaris-viz';
import { memo, useMemo, useState } from 'react';
import type { DailyStatistics } from '../../contract/dashboard';
import { useChartRootsCleanUp } from '../../ui/use-chart-roots-clean-up';
import { formatDate } from '../../lib/format';
import { chartPoints } from './stats';

/** The colours of the two lines (the first two of the library's light theme). */
const LINE_COLORS = ['#13ACF0', '#6A42E9'] as const;
/** Height of the whole chart, legend included (the placeholder's height). */
const CHART_HEIGHT = 260;
const LEGEND_HEIGHT = 28;
let chartIds = 0;

/** The lines' names beside their colours (ours: the library's legend measures itself and draws the chart again). */
function Legend({ names }: { names: readonly string[] }) {
  return (
    <div style={{ height: LEGEND_HEIGHT, paddingInlineStart: 8 }}>
      <InlineStack gap="400" blockAlign="center">
        {names.map((name, i) => (
          <InlineStack key={name} gap="100" blockAlign="center" wrap={false}>
            <span style={{ width: 12, height: 12, borderRadius: 3, background: LINE_COLORS[i], display: 'inline-block' }} />
            <Text as="span" variant="bodySm" tone="subdued">{name}</Text>
          </InlineStack>
        ))}
      </InlineStack>
    </div>
  );
}

/** A day of the axis (`YYYY-MM-DD`) the language's short way ("Nov 3", "3. Nov.", "3 พ.ย."); anything else as it is. */
function axisDate(language: string, value: string | number | null): string {
  const text = String(value ?? '');
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDate(language, `${text}T12:00:00`, { month: 'short', day: 'numeric' }) : text;
}

/** What the chart shows: the range's answer and the translated names. */
export interface AnalyticsChartProps {
  stats: DailyStatistics;
  /** Name of the reviews-collected line. */
  collected: string;
  /** Name of the review-requests line. */
  requests: string;
  /** The chart's text for screen readers (the drawing itself is hidden from them). */
  summary: string;
  /** The interface language: the axis dates are written its way. */
  language: string;
}

/**
 * Reviews collected and review requests sent over the range (lazy: the chart library is large).
 * It draws again only when the answer or a name changes.
 */
function AnalyticsChart({ stats, collected, requests, summary, language }: AnalyticsChartProps) {
  useChartRootsCleanUp();
  const [id] = useState(() => `ra-analytics-chart-${(chartIds += 1)}`);
  const data = useMemo(() => {
    const points = chartPoints(stats);
    return [
      { name: collected, color: LINE_COLORS[0], data: points.collected },
      { name: requests, color: LINE_COLORS[1], data: points.requests },
    ];
  }, [stats, collected, requests]);
  const xAxis = useMemo(() => ({ labelFormatter: (value: string | number | null) => axisDate(language, value) }), [language]);
  return (
    <PolarisVizProvider>
      {/* The chart library's SVG is not accessible (labels on plain shapes, focusable points): it is inert, and screen readers get the figures above and this summary. */}
      <p className="ra-visually-hidden">{summary}</p>
      <div style={{ height: CHART_HEIGHT }} data-testid="analytics-chart" aria-hidden="true" ref={(el) => el?.setAttribute('inert', '')}>
        <div style={{ height: CHART_HEIGHT - LEGEND_HEIGHT }}>
          <LineChart id={id} data={data} theme="Light" isAnimated={false} showLegend={false} xAxisOptions={xAxis} />
        </div>
        <Legend names={[collected, requests]} />
      </div>
    </PolarisVizProvider>
  );
}

export default memo(AnalyticsChart);
