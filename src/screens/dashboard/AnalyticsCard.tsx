import { Banner, BlockStack, Box, Button, ButtonGroup, Card, InlineGrid, InlineStack, Spinner, Text } from '@shopify/polaris';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, memo, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyStatistics, StatsRange } from '../../contract/dashboard';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { afterMark, PERF_MARKS } from '../../lib/perf-marks';
import { importAgain } from '../../app/retry-import';
import { LocalErrorBoundary } from '../../ui/LocalErrorBoundary';
import { withMoreStyles } from '../../ui/more-styles';
import { STATS_RANGES } from '../../contract/constants';
import { changePercent, STAT_KEYS } from './stats';
import { useRangeSwitch } from './use-range-switch';

/** A lazy chart component; a new one after a failed load, so "Try again" imports the chunk again. */
const lazyChart = (attempt = 0) => lazy(() => importAgain(withMoreStyles(() => import('./AnalyticsChart')), attempt));
/** The chart's place while its chunk loads (the same height, so nothing moves). */
const chartPlaceholder = <div style={{ height: 260 }} className="ra-center-small"><Spinner size="small" /></div>;
/** How long the chart waits for the dashboard to be ready before it loads anyway. */
const CHART_FALLBACK_MS = 4000;

/** True once the dashboard shows its data: the chart library (the largest chunk) loads after that. */
function useChartWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterMark(PERF_MARKS.dashboardReady, CHART_FALLBACK_MS).then(() => live && setWanted(true));
    return () => {
      live = false;
    };
  }, []);
  return wanted;
}

/**
 * Analytics for a range: a card per figure with the change against the previous period, and a chart.
 * A new range's figures show at once; its chart is drawn after them, in a render React may interrupt.
 */
export const AnalyticsCard = memo(function AnalyticsCard(props: { range: StatsRange; stats: DailyStatistics | null; error: string | null }) {
  const chartWanted = useChartWanted();
  const [chartAttempt, setChartAttempt] = useState(0);
  const AnalyticsChart = useMemo(() => lazyChart(chartAttempt), [chartAttempt]);
  const { t, i18n } = useTranslation('dashboard');
  const navigate = useNavigate();
  const loading = useRouterState({ select: (s) => s.isLoading });
  const rangeSwitch = useRangeSwitch(props.range, (range) => navigate({ to: '/', search: { range }, replace: true }));
  const busy = loading || rangeSwitch.switching;
  const { stats } = props;
  const chartStats = useDeferredValue(stats);
  const fmt = (key: (typeof STAT_KEYS)[number], v: number) =>
    key === 'retention_revenue' ? formatMoney(i18n.language, v) : key === 'average_star_rating' ? formatNumber(i18n.language, v, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : formatNumber(i18n.language, v);
  return (
    <Card>
      <BlockStack gap="400">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h2" variant="headingMd">{t('analytics.title')}</Text>
          <InlineStack gap="200" blockAlign="center">
            {busy && <Spinner size="small" accessibilityLabel={t('analytics.loading')} />}
            <ButtonGroup variant="segmented">
              {STATS_RANGES.map((r) => (
                <Button key={r} pressed={rangeSwitch.chosen === r} onClick={() => rangeSwitch.choose(r)}>
                  {t(`analytics.ranges.${r}`)}
                </Button>
              ))}
            </ButtonGroup>
          </InlineStack>
        </InlineStack>
        {props.error && (
          <Banner tone="critical" title={t('analytics.failed')} action={{ content: t('analytics.retry'), onAction: () => void navigate({ to: '/', search: { range: props.range }, replace: true }) }}>
            <p>{props.error}</p>
          </Banner>
        )}
        {stats && (
          <div aria-busy={busy} style={{ opacity: busy ? 0.6 : 1, willChange: 'opacity' }}>
            <BlockStack gap="400">
              <InlineGrid columns={{ xs: 2, md: 4 }} gap="300">
                {STAT_KEYS.map((key) => {
                  const change = changePercent(stats.totals[key], stats.previous?.[key]);
                  return (
                    <Box key={key} padding="300" background="bg-surface-secondary" borderRadius="200">
                      <BlockStack gap="100">
                        <Text as="p" tone="subdued">{t(`analytics.stats.${key}`)}</Text>
                        <Text as="p" variant="headingLg"><span data-testid={`stat-${key}`}>{fmt(key, stats.totals[key])}</span></Text>
                        {key === 'reviews_collected' && <Text as="p" variant="bodySm" tone="subdued">{t('analytics.receivedHint')}</Text>}
                        {change !== null && (
                          <Text as="p" tone={change >= 0 ? 'success' : 'critical'}>
                            {t(change >= 0 ? 'analytics.up' : 'analytics.down', { value: formatNumber(i18n.language, Math.abs(change), { maximumFractionDigits: 1 }) })}
                          </Text>
                        )}
                      </BlockStack>
                    </Box>
                  );
                })}
              </InlineGrid>
              <LocalErrorBoundary
                onRetry={() => setChartAttempt((n) => n + 1)}
                fallback={(retry) => (
                  <Banner tone="warning" title={t('analytics.chartFailed')} action={{ content: t('analytics.retry'), onAction: retry }}>
                    <p>{t('analytics.chartFailedBody')}</p>
                  </Banner>
                )}
              >
              <Suspense fallback={chartPlaceholder}>
                {chartWanted && chartStats ? (
                  <AnalyticsChart
                    stats={chartStats}
                    collected={t('analytics.stats.reviews_collected')}
                    requests={t('analytics.stats.review_requests_sent')}
                    language={i18n.language}
                    summary={t('analytics.chartSummary', { from: formatDate(i18n.language, `${chartStats.range.from}T12:00:00`), to: formatDate(i18n.language, `${chartStats.range.to}T12:00:00`) })}
                  />
                ) : (
                  chartPlaceholder
                )}
              </Suspense>
              </LocalErrorBoundary>
            </BlockStack>
          </div>
        )}
      </BlockStack>
    </Card>
  );
});
