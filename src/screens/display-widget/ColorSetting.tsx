import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourInput } from '../../ui/ColourInput';

/** A colour setting as text (`#1A2B3C`) with its swatch and the browser's colour picker beside it. */
export const ColorSetting = memo(function ColorSetting({
  name,
  label,
  value,
  error,
  onChange,
}: {
  /** The setting's name (`star_color`). */
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange(name: string, value: string): void;
}) {
  const { t } = useTranslation('display');
  return (
    <ColourInput label={label} pickerLabel={t('editor.look.pick', { name: label })} value={value} error={error} maxLength={9} onChange={(next) => onChange(name, next)} />
  );
});
