import type { TFunction } from 'i18next';
import type { Reason } from '../../lib/import/reasons';

/** A row problem in plain words (never the raw code), with the value from the file when there is one. */
export function reasonText(t: TFunction, reason: Pick<Reason, 'code' | 'value'>): string {
  const text = t(`import:reasons.${reason.code}`, { defaultValue: t('import:reasons.unknown') });
  return reason.value ? `${text} (“${reason.value}”)` : text;
}
