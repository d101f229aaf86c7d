import { BlockStack, Button, Card, InlineStack, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectPlanName, selectReviewsCounterLimit } from '../../../machines/startup/startup.selectors';
import { useRuntime } from '../../app/runtime-context';
import { formatNumber } from '../../lib/format';
import type { ReviewFigures } from './dashboard.loader';

/**
 * The shown-reviews counter of the Free and Import plans: "N of your M published reviews show"
 * (M counted by the server, N at most the plan's display quota), honest about a shop without
 * reviews; on Free also how many more the storefront shows before the limit.
 */
export function ReviewsCounter({ figures }: { /** The server's figures (null: unknown, no counter). */ figures: ReviewFigures | null }) {
  const { t, i18n } = useTranslation('dashboard');
  const runtime = useRuntime();
  const quota = useSelector(runtime.startup, selectReviewsCounterLimit);
  const free = useSelector(runtime.startup, selectPlanName) === 'Free';
  if (quota === null || figures === null) return null;
  const n = (value: number) => formatNumber(i18n.language, value);
  const text =
    figures.published === 0
      ? t('counter.none', { limit: n(quota) })
      : t('counter.text', { shown: n(Math.min(figures.published, quota)), total: n(figures.published), limit: n(quota) });
  return (
    <Card>
      <InlineStack align="space-between" blockAlign="center" gap="200">
        <BlockStack gap="100">
          <Text as="p">
            <span data-testid="reviews-counter">{text}</span>
          </Text>
          {free && (
            <Text as="p" tone="subdued">
              <span data-testid="reviews-left">{t('counter.left', { left: n(figures.left) })}</span>
            </Text>
          )}
        </BlockStack>
        <Button url="/plan?source=navigation">{t('counter.action')}</Button>
      </InlineStack>
    </Card>
  );
}
