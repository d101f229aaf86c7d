import { BlockStack, DatePicker, Modal, Text } from '@shopify/polaris';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';

/** Hour of the day (local) a rescheduled request is due on its chosen day. */
const DUE_HOUR = 9;

/** The first day a request may be rescheduled to: tomorrow (local midnight). */
export function firstDayAfter(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
}

/** The due time of a chosen day (its morning, local time), as ISO. */
export function dueAtOf(day: Date): string {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), DUE_HOUR).toISOString();
}

/** Asks for the new day of `count` requests (future days only); resolves through `onConfirm` with the due time. */
export function RescheduleModal({ count, onConfirm, onClose }: { count: number; onConfirm: (dueAt: string) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation('collect');
  const [first] = useState(() => firstDayAfter(new Date()));
  const [day, setDay] = useState(first);
  const [month, setMonth] = useState({ month: first.getMonth(), year: first.getFullYear() });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('orders.reschedule.title', { count })}
      primaryAction={{ content: t('orders.reschedule.confirm'), onAction: () => onConfirm(dueAtOf(day)) }}
      secondaryActions={[{ content: t('orders.reschedule.cancel'), onAction: onClose }]}
    >
      <Modal.Section>
        <BlockStack gap="300">
          <DatePicker
            month={month.month}
            year={month.year}
            onMonthChange={(m, y) => setMonth({ month: m, year: y })}
            selected={day}
            onChange={({ start }) => setDay(start)}
            disableDatesBefore={first}
          />
          <Text as="p">
            <span data-testid="reschedule-day">{t('orders.reschedule.chosen', { date: formatDate(i18n.language, day, { dateStyle: 'full' }) })}</span>
          </Text>
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
