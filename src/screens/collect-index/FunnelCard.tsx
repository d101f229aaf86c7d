import { Banner, BlockStack, Box, Button, ButtonGroup, Card, InlineGrid, InlineStack, Spinner, Text } from '@shopify/polaris';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importAgain } from '../../app/retry-import';
import { FUNNEL_PERIODS, type FunnelCounts, type RequestFunnel } from '../../contract/review-requests';
import { formatNumber, formatPercent } from '../../lib/format';
import { LocalErrorBoundary } from '../../ui/LocalErrorBoundary';
import { withMoreStyles } from '../../ui/more-styles';
import { FUNNEL_CHART_HEIGHT } from './funnel-chart-size';

const lazyChart = (attempt = 0) => lazy(() => importAgain(withMoreStyles(() => import('./FunnelChart')), attempt));
const placeholder = (
  <div style={{ height: FUNNEL_CHART_HEIGHT }} className="ra-center-small" data-testid="funnel-chart-placeholder">
    <Spinner size="small" />
  </div>
);
const FIGURES: readonly (keyof FunnelCounts)[] = ['scheduled', 'sent', 'opened', 'clicked', 'reviewed'];

/** True after the card's figures painted: the chart library loads only then. */
function useAfterPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => setReady(true), 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  return ready;
}

/** Reviewed of sent, formatted for the language ('–' before anything was sent). */
export function conversionText(lng: string, totals: FunnelCounts): string {
  return totals.sent > 0 ? formatPercent(lng, totals.reviewed / totals.sent, 1) : '–';
}

/** The funnel of the period in the address (`?days=` 7 / 30 / 90): its figures, the conversion and a chart of the daily points. */
export function FunnelCard({ funnel }: { funnel: RequestFunnel }) {
  const { t, i18n } = useTranslation('collect');
  const lng = i18n.language;
  const navigate = useNavigate();
  const loading = useRouterState({ select: (s) => s.isLoading });
  const ready = useAfterPaint();
  const [attempt, setAttempt] = useState(0);
  const Chart = useMemo(() => lazyChart(attempt), [attempt]);
  const names = useMemo(() => ({ sent: t('funnel.sent'), opened: t('funnel.opened'), clicked: t('funnel.clicked'), reviewed: t('funnel.reviewed') }), [t]);
  return (
    <Card>
      <BlockStack gap="400">
        <InlineStack align="space-between" blockAlign="center" gap="200">
          <Text as="h2" variant="headingMd">{t('funnel.title')}</Text>
          <InlineStack gap="200" blockAlign="center">
            {loading && <Spinner size="small" accessibilityLabel={t('funnel.loading')} />}
            <ButtonGroup variant="segmented">
              {FUNNEL_PERIODS.map((days) => (
                <Button key={days} pressed={funnel.days === days} onClick={() => void navigate({ to: '/collect', search: { days }, replace: true })}>
                  {t('funnel.period', { days })}
                </Button>
              ))}
            </ButtonGroup>
          </InlineStack>
        </InlineStack>
        <div aria-busy={loading} style={{ opacity: loading ? 0.6 : 1 }}>
          <InlineGrid columns={{ xs: 2, sm: 3, md: 6 }} gap="300">
            {FIGURES.map((key) => (
              <Figure key={key} label={t(`funnel.${key}`)} value={formatNumber(lng, funnel.totals[key])} testId={`funnel-${key}`} />
            ))}
            <Figure label={t('funnel.conversion')} value={conversionText(lng, funnel.totals)} testId="funnel-conversion" />
          </InlineGrid>
        </div>
        <Text as="p" tone="subdued">{t('funnel.conversionHelp')}</Text>
        <LocalErrorBoundary
          onRetry={() => setAttempt((n) => n + 1)}
          fallback={(retry) => (
            <Banner tone="warning" title={t('funnel.chartFailed')} action={{ content: t('funnel.retry'), onAction: retry }}>
              <p>{t('funnel.chartFailedBody')}</p>
            </Banner>
          )}
        >
          <Suspense fallback={placeholder}>
            {ready ? <Chart funnel={funnel} names={names} summary={t('funnel.chartSummary', { days: funnel.days })} /> : placeholder}
          </Suspense>
        </LocalErrorBoundary>
      </BlockStack>
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box padding="300" background="bg-surface-secondary" borderRadius="200">
      <BlockStack gap="100">
        <Text as="p" tone="subdued">{label}</Text>
        <Text as="p" variant="headingLg"><span data-testid={testId}>{value}</span></Text>
      </BlockStack>
    </Box>
  );
}
