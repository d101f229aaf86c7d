import { TextField } from '@shopify/polaris';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
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

/** #RGB → #RRGGBB, as the native colour picker needs it. */
function sixDigits(hex: string): string {
  if (hex.length !== 4) return hex;
  return `#${[...hex.slice(1)].map((c) => c + c).join('')}`;
}

/**
 * A colour: a hex text input with a swatch, and the browser's colour picker beside it for those who
 * prefer to pick (both labelled, both reachable by keyboard).
 */
export function ColourField({ label, value, onChange, error }: ColourFieldProps) {
  const { t } = useTranslation('display');
  const pickerId = useId();
  const valid = HEX_COLOUR.test(value);
  const shown = error ?? (valid ? undefined : t('options.errors.colour'));
  const picker = (
    <input
      id={pickerId}
      type="color"
      aria-label={t('options.colourPicker', { label })}
      value={valid ? sixDigits(value).toLowerCase() : '#000000'}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value.toUpperCase())}
      style={{ inlineSize: 44, blockSize: 36, padding: 2, border: '1px solid #8a8a8a', borderRadius: 8, background: 'transparent', cursor: 'pointer' }}
    />
  );
  return (
    <TextField
      label={label}
      autoComplete="off"
      value={value}
      maxLength={7}
      error={shown}
      onChange={(next) => onChange(next.trim())}
      prefix={
        <span
          aria-hidden="true"
          data-swatch=""
          style={{ display: 'inline-block', inlineSize: 16, blockSize: 16, borderRadius: 4, border: '1px solid #8a8a8a', background: valid ? value : 'transparent' }}
        />
      }
      connectedRight={picker}
    />
  );
}
