import type { TFunction } from 'i18next';

/**
 * Why an import row was refused, in the merchant's words (never the raw code; an unknown code
 * gets a general sentence), with the value from the file when there is one. Texts live in the
 * `import` namespace.
 */
export function reasonText(t: TFunction, reason: { code: string; value?: string }): string {
  const fallback = t('import:reasons.unknown');
  const text = /^[a-z_]{1,60}$/.test(reason.code) ? t(`import:reasons.${reason.code}`, { defaultValue: fallback }) : fallback;
  // The value in the language's own quotation marks.
  return reason.value ? t('import:reasons.withValue', { text, value: reason.value }) : text;
}
