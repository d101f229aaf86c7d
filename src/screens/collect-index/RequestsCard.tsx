import { Badge, BlockStack, Box, Button, Card, ChoiceList, Divider, FormLayout, InlineStack, Select, Text, TextField, Checkbox } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { ORDER_QUALIFICATIONS, REQUEST_TRIGGERS } from '../../contract/review-requests';
import { validateTriggerTime } from '../../lib/validation';
import type { TimingValues } from '../../../machines/collect/timing-form';
import { TagsField } from './TagsField';
import { describeTiming } from './timing-text';

/** The "Review requests" card: on or off, the timing in one sentence, and the timing form. */
export function RequestsCard({ values, change }: {
  values: TimingValues;
  /** Changes one setting (kept as unsaved by the save bar). */
  change: (key: keyof TimingValues, value: unknown) => void;
}) {
  const { t } = useTranslation('collect');
  const daysError = validateTriggerTime(values.days);
  const reminderError = values.reminderEnabled ? validateTriggerTime(values.reminderDays) : null;
  return (
    <Card>
      <BlockStack gap="400">
        <InlineStack align="space-between" blockAlign="center" gap="200">
          <InlineStack gap="200" blockAlign="center">
            <Text as="h2" variant="headingMd">{t('requests.title')}</Text>
            <Badge tone={values.enabled ? 'success' : undefined}>{t(values.enabled ? 'requests.on' : 'requests.off')}</Badge>
          </InlineStack>
          <Button
            variant={values.enabled ? 'secondary' : 'primary'}
            onClick={() => change('enabled', !values.enabled)}
          >
            {t(values.enabled ? 'requests.turnOff' : 'requests.turnOn')}
          </Button>
        </InlineStack>
        <Text as="p" tone="subdued">
          <span data-testid="timing-sentence">{describeTiming(t, values)}</span>
        </Text>
        {!values.enabled && <Text as="p">{t('requests.offHint')}</Text>}
        <Divider />
        <FormLayout>
          <FormLayout.Group condensed>
            <Select
              label={t('timing.trigger')}
              options={REQUEST_TRIGGERS.map((v) => ({ label: t(`timing.triggers.${v}`), value: v }))}
              value={values.trigger}
              onChange={(v) => change('trigger', v)}
            />
            <TextField
              label={t('timing.days')}
              type="number"
              min={1}
              max={89}
              autoComplete="off"
              value={values.days}
              onChange={(v) => change('days', v)}
              suffix={t('timing.daysSuffix')}
              error={daysError ? t(daysError) : undefined}
            />
          </FormLayout.Group>
          <Checkbox label={t('timing.reminder')} helpText={t('timing.reminderHelp')} checked={values.reminderEnabled} onChange={(v) => change('reminderEnabled', v)} />
          {values.reminderEnabled && (
            <Box maxWidth="240px">
              <TextField
                label={t('timing.reminderDays')}
                type="number"
                min={1}
                max={89}
                autoComplete="off"
                value={values.reminderDays}
                onChange={(v) => change('reminderDays', v)}
                suffix={t('timing.daysSuffix')}
                error={reminderError ? t(reminderError) : undefined}
              />
            </Box>
          )}
          <ChoiceList
            title={t('timing.qualify')}
            choices={ORDER_QUALIFICATIONS.map((v) => ({ label: t(`timing.qualifications.${v}`), value: v }))}
            selected={[values.qualify]}
            onChange={([v]) => change('qualify', v)}
          />
          <TagsField tags={values.excludeTags} onChange={(tags) => change('excludeTags', tags)} />
        </FormLayout>
      </BlockStack>
    </Card>
  );
}
