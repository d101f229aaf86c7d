import type { TFunction } from 'i18next';
import type { TimingValues } from '../../../machines/collect/timing-form';

/**
 * The timing in one sentence: "Sent 7 days after fulfilment, reminder 7 days later, to all orders"
 * (each part carries its own joining punctuation, which differs by language).
 */
export function describeTiming(t: TFunction, v: Pick<TimingValues, 'trigger' | 'days' | 'reminderEnabled' | 'reminderDays' | 'qualify'>): string {
  const first = t(`collect:timing.sentence.${v.trigger}`, { count: Number(v.days) || 0 });
  const reminder = v.reminderEnabled ? t('collect:timing.sentence.reminder', { count: Number(v.reminderDays) || 0 }) : t('collect:timing.sentence.noReminder');
  return `${first}${reminder}${t(`collect:timing.sentence.${v.qualify}`)}`;
}
