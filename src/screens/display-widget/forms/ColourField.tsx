import { useTranslation } from 'react-i18next';
import { ColourInput } from '../../../ui/ColourInput';
import { HEX_COLOUR } from './option-checks';

/** Props of a colour field. */
export type ColourFieldProps = {
  label: string;
  /** The colour as #RGB or #RRGGBB (any other text shows an error at the field). */
  value: string;
  onChange: (next: string) => void;
  /** A message from the page (server check); the field's own check shows when absent. */
  error?: string;
};

/**
 * A colour option: the shared colour input, with the option's own check (#RGB or #RRGGBB) shown at
 * the field when the page has no message of its own.
 */
export function ColourField({ label, value, onChange, error }: ColourFieldProps) {
  const { t } = useTranslation('display');
  const shown = error ?? (HEX_COLOUR.test(value) ? undefined : t('options.errors.colour'));
  return <ColourInput label={label} pickerLabel={t('options.colourPicker', { label })} value={value} error={shown} onChange={(next) => onChange(next.trim())} />;
}
