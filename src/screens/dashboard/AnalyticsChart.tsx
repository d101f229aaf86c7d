import { LineChart, PolarisVizProvider } from '@shopify/polaris-viz';
import type { DailyStatistics } from '../../contract/dashboard';

/** Reviews collected and review requests sent over the range (lazy: the chart library is large). */
export default function AnalyticsChart(props: { stats: DailyStatistics; labels: { collected: string; requests: string; summary: string } }) {
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
