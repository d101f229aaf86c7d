import { Banner, BlockStack, Box, Button, Card, InlineGrid, InlineStack, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import type { SyncActor } from './sync-actor';

/** What the previewed period means (orders, already requested, not qualifying, emails, quota) with Confirm. */
export function PreviewCard({ actor }: { actor: SyncActor }) {
  const { t, i18n } = useTranslation('collect');
  const lng = i18n.language;
  const preview = useSelector(actor, (s) => s.context.preview);
  if (!preview) return null;
  const figures = [
    ['orders', preview.orders],
    ['alreadyRequested', preview.alreadyRequested],
    ['notQualified', preview.notQualified],
    ['emails', preview.emails],
    ['quotaLeft', preview.quotaLeft],
  ] as const;
  const overQuota = preview.emails > preview.quotaLeft;
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">{t('sync.previewTitle')}</Text>
        <InlineGrid columns={{ xs: 2, md: 5 }} gap="300">
          {figures.map(([key, value]) => (
            <Box key={key} padding="300" background="bg-surface-secondary" borderRadius="200">
              <BlockStack gap="100">
                <Text as="p" tone="subdued">{t(`sync.figures.${key}`)}</Text>
                <Text as="p" variant="headingLg"><span data-testid={`sync-${key}`}>{formatNumber(lng, value)}</span></Text>
              </BlockStack>
            </Box>
          ))}
        </InlineGrid>
        {preview.emails === 0 ? (
          <Banner tone="info"><p>{t('sync.nothingToDo')}</p></Banner>
        ) : overQuota && preview.spreadDays > 1 ? (
          <Banner tone="warning">
            <p data-testid="sync-spread">{t('sync.spread', { count: preview.spreadDays, days: formatNumber(lng, preview.spreadDays) })}</p>
          </Banner>
        ) : null}
        <InlineStack align="end" gap="200">
          <Button onClick={() => actor.send({ type: 'sync.reset' })}>{t('sync.otherPeriod')}</Button>
          <Button variant="primary" disabled={preview.emails === 0} onClick={() => actor.send({ type: 'sync.confirm' })}>
            {t('sync.confirm', { count: preview.emails, emails: formatNumber(lng, preview.emails) })}
          </Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
