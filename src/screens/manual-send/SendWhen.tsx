import { BlockStack, Card, ChoiceList, InlineStack, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManualRequestsActor } from './manual-requests-actor';
import { selectSendAt } from '../../../machines/request-import/manual-requests.selectors';
import { isoFromLocal, localOf, suggestedLater } from './send-at';

/** When the requests go out: now, or at a local date and time (must be in the future). */
export function SendWhen({ actor }: { /** The list's machine. */ actor: ManualRequestsActor }) {
  const { t } = useTranslation('requests');
  const [mode, setMode] = useState<'now' | 'later'>(() => (selectSendAt(actor.getSnapshot()) ? 'later' : 'now'));
  const [when, setWhen] = useState(() => localOf(selectSendAt(actor.getSnapshot())) ?? suggestedLater());
  const apply = (nextMode: 'now' | 'later', next: { date: string; time: string }) => {
    setMode(nextMode);
    setWhen(next);
    actor.send({ type: 'manualRequests.setSendAt', sendAt: nextMode === 'now' ? null : isoFromLocal(next.date, next.time) ?? 'invalid' });
  };
  const iso = isoFromLocal(when.date, when.time);
  const past = mode === 'later' && (iso === null || Date.parse(iso) <= Date.now());
  return (
    <Card>
      <BlockStack gap="300">
        <ChoiceList
          title={t('when.title')}
          choices={[{ label: t('when.now'), value: 'now' }, { label: t('when.later'), value: 'later' }]}
          selected={[mode]}
          onChange={([value]) => apply(value === 'later' ? 'later' : 'now', when)}
        />
        {mode === 'later' && (
          <BlockStack gap="200">
            <InlineStack gap="300" blockAlign="start">
              <TextField label={t('when.date')} type="date" value={when.date} onChange={(date) => apply('later', { ...when, date })} autoComplete="off" />
              <TextField label={t('when.time')} type="time" value={when.time} onChange={(time) => apply('later', { ...when, time })} autoComplete="off" />
            </InlineStack>
            {past && <Text as="p" tone="critical">{t('when.past')}</Text>}
          </BlockStack>
        )}
      </BlockStack>
    </Card>
  );
}
