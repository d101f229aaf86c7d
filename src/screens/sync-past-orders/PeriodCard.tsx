import { Banner, BlockStack, Button, Card, ChoiceList, FormLayout, InlineStack, Text, TextField } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SYNC_RANGE_DAYS, SYNC_PERIODS, type SyncPeriod } from '../../contract/review-requests';
import { periodError, selectSyncError, selectSyncStep } from '../../../machines/collect/sync-past-orders.selectors';
import { formatNumber } from '../../lib/format';
import type { SyncActor } from './sync-actor';

const RANGE = 'range';

/** Today as `YYYY-MM-DD` (local). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The period to sync: the last 30 / 60 / 90 days or two dates; Preview asks what it means. */
export function PeriodCard({ actor, quotaLeft }: {
  actor: SyncActor;
  /** Emails left in this month's quota. */
  quotaLeft: number;
}) {
  const { t, i18n } = useTranslation('collect');
  const step = useSelector(actor, selectSyncStep);
  const error = useSelector(actor, selectSyncError);
  const [choice, setChoice] = useState<string>(String(SYNC_PERIODS[0]));
  const [from, setFrom] = useState('');
  const [to, setTo] = useState(today);
  const period: SyncPeriod = choice === RANGE ? { ...(from ? { from } : {}), ...(to ? { to } : {}) } : { days: Number(choice) };
  // The range's own problem shows at its fields as soon as both are filled; a failed preview shows in the banner.
  const rangeError = choice === RANGE && from && to ? periodError(period) : null;
  const callError = error && !error.startsWith('sync.errors.') ? error : null;
  const shownKey = error?.startsWith('sync.errors.') ? error : rangeError;
  const previewing = step === 'previewing';
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">{t('sync.periodTitle')}</Text>
        <Text as="p" tone="subdued">{t('sync.periodHelp', { left: formatNumber(i18n.language, quotaLeft) })}</Text>
        {callError && (
          <Banner tone="critical" title={t('sync.previewFailed')}>
            <p>{callError}</p>
          </Banner>
        )}
        <ChoiceList
          title={t('sync.periodTitle')}
          titleHidden
          choices={[
            ...SYNC_PERIODS.map((days) => ({ label: t('sync.lastDays', { days }), value: String(days) })),
            { label: t('sync.range', { max: MAX_SYNC_RANGE_DAYS }), value: RANGE },
          ]}
          selected={[choice]}
          onChange={([v]) => setChoice(v ?? String(SYNC_PERIODS[0]))}
        />
        {choice === RANGE && (
          <FormLayout>
            <FormLayout.Group condensed>
              <TextField label={t('sync.from')} type="date" autoComplete="off" value={from} max={to || undefined} onChange={setFrom} error={shownKey ? t(shownKey, { max: MAX_SYNC_RANGE_DAYS }) : undefined} />
              <TextField label={t('sync.to')} type="date" autoComplete="off" value={to} min={from || undefined} onChange={setTo} />
            </FormLayout.Group>
          </FormLayout>
        )}
        <InlineStack align="end">
          <Button variant="primary" loading={previewing} onClick={() => actor.send({ type: 'sync.preview', period })}>
            {t('sync.preview')}
          </Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
