import { LineChart, PolarisVizProvider } from '@shopify/polaris-viz';
import type { DailyStatistics } from '../../api/dashboard.types';

/** Reviews collected and review requests sent over the range (lazy: the chart library is large). */
export default function AnalyticsChart(props: { stats: DailyStatistics; labels: { collected: string; requests: string } }) {
  const data = [
    { name: props.labels.collected, data: props.stats.series.map((d) => ({ key: d.date, value: d.reviews_collected })) },
    { name: props.labels.requests, data: props.stats.series.map((d) => ({ key: d.date, value: d.review_requests_sent })) },
  ];
  return (
    <PolarisVizProvider>
      <div style={{ height: 260 }} data-testid="analytics-chart">
        <LineChart data={data} theme="Light" isAnimated={false} />
      </div>
    </PolarisVizProvider>
  );
}
