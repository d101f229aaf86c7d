import { TextField } from '@shopify/polaris';
import { memo } from 'react';

/** Texts a swatch can show (#RGB, #RRGGBB, #RRGGBBAA). */
const SHOWABLE = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const SWATCH = { display: 'inline-block', width: 16, height: 16, borderRadius: 4, border: '1px solid rgba(0,0,0,.25)', verticalAlign: 'middle' } as const;
const PICKER = { width: 44, height: 32, padding: 2, border: '1px solid #8a8a8a', borderRadius: 8, background: '#fff', cursor: 'pointer' } as const;

/** The native picker's value: it takes #rrggbb only (#RGB is widened; anything else starts it at black). */
function pickerValue(hex: string): string {
  if (/^#[0-9a-fA-F]{6}$/.test(hex)) return hex.toLowerCase();
  if (/^#[0-9a-fA-F]{3}$/.test(hex)) return `#${[...hex.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return '#000000';
}

/**
 * A colour as hex text with its swatch, and the browser's colour picker beside it for those who
 * prefer to pick (both labelled, both reachable by keyboard). The pages' colour fields are this one.
 */
export const ColourInput = memo(function ColourInput({
  label,
  pickerLabel,
  value,
  onChange,
  error,
  disabled,
  maxLength = 7,
  pickedCase = 'upper',
}: {
  label: string;
  /** The picker's accessible name (e.g. "Pick a colour for Stars"). */
  pickerLabel: string;
  value: string;
  onChange(next: string): void;
  error?: string | undefined;
  disabled?: boolean | undefined;
  maxLength?: number;
  /** How a picked colour is written (the picker answers lower case). */
  pickedCase?: 'upper' | 'lower';
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      autoComplete="off"
      maxLength={maxLength}
      monospaced
      error={error}
      disabled={disabled}
      prefix={<span aria-hidden="true" data-swatch="" style={{ ...SWATCH, background: SHOWABLE.test(value) ? value : 'transparent' }} />}
      connectedRight={
        <input
          type="color"
          style={PICKER}
          aria-label={pickerLabel}
          value={pickerValue(value)}
          disabled={disabled}
          onChange={(e) => onChange(pickedCase === 'upper' ? e.currentTarget.value.toUpperCase() : e.currentTarget.value)}
        />
      }
    />
  );
});
