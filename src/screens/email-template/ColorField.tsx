import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourInput } from '../../ui/ColourInput';
import type { ColorKey } from './template-form';

/** A colour as text (`#1a2b3c`) with its swatch and the browser's own colour picker beside it. */
export const ColorField = memo(function ColorField({
  label,
  value,
  error,
  disabled,
  colorKey,
  onColor,
}: {
  /** The colour's name, e.g. 'Background'. */
  label: string;
  value: string;
  error?: string | undefined;
  disabled?: boolean;
  /** Which colour of the template this is. */
  colorKey: ColorKey;
  onColor(key: ColorKey, value: string): void;
}) {
  const { t } = useTranslation('emails');
  return (
    <ColourInput
      label={label}
      pickerLabel={t('editor.colorPicker', { name: label })}
      value={value}
      error={error}
      disabled={disabled}
      pickedCase="lower"
      onChange={(next) => onColor(colorKey, next)}
    />
  );
});
