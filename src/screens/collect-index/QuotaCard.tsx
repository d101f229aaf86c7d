import { Badge, Banner, BlockStack, Card, InlineStack, ProgressBar, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { formatDate, formatNumber } from '../../lib/format';
import { quotaFigures, usageChargeOn, type EmailQuotaInfo } from './quota';

/** This month's email quota: used of total with a bar, the next reset, the usage charge, and a banner when it runs low or out. */
export function QuotaCard({ quota }: { quota: EmailQuotaInfo }) {
  const { t, i18n } = useTranslation('collect');
  const lng = i18n.language;
  const labelId = useId();
  const { total, used, left, share, level } = quotaFigures(quota);
  const charge = usageChargeOn(quota);
  const reset = Number.isNaN(Date.parse(quota.next_email_quota_reset_time)) ? quota.next_email_quota_reset_time : formatDate(lng, quota.next_email_quota_reset_time);
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">{t('quota.title')}</Text>
        {level === 'none' && (
          <Banner tone="critical" title={t('quota.noneTitle')} action={{ content: t('quota.upgrade'), url: '/plan?source=navigation' }}>
            <p>{t(charge ? 'quota.noneBodyCharge' : 'quota.noneBody')}</p>
          </Banner>
        )}
        {level === 'low' && (
          <Banner tone="warning" title={t('quota.lowTitle')} action={{ content: t('quota.upgrade'), url: '/plan?source=navigation' }}>
            <p>{t('quota.lowBody', { left: formatNumber(lng, left) })}</p>
          </Banner>
        )}
        <Text as="p" variant="headingLg">
          <span data-testid="quota-used">{t('quota.used', { used: formatNumber(lng, used), total: formatNumber(lng, total) })}</span>
        </Text>
        <ProgressBar progress={Math.round(share * 100)} tone={level === 'fine' ? 'primary' : 'critical'} size="small" ariaLabelledBy={labelId} />
        <span id={labelId} className="ra-visually-hidden">{t('quota.barLabel', { used: formatNumber(lng, used), total: formatNumber(lng, total) })}</span>
        <Text as="p" tone="subdued">{t('quota.reset', { date: reset })}</Text>
        <InlineStack gap="200" blockAlign="center">
          <Text as="span">{t('quota.usageCharge')}</Text>
          <Badge tone={charge ? 'success' : undefined}>{t(charge ? 'quota.chargeOn' : 'quota.chargeOff')}</Badge>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
