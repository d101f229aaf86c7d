import { TextField } from '@shopify/polaris';
import { memo, useId } from 'react';
import type { ColorKey } from './template-form';
import { useTranslation } from 'react-i18next';

const HEX = /^#[0-9a-fA-F]{6}$/;
const SWATCH = { display: 'inline-block', width: 16, height: 16, borderRadius: 4, border: '1px solid rgba(0,0,0,.25)', verticalAlign: 'middle' } as const;
const PICKER = { width: 44, height: 32, padding: 2, border: '1px solid #8a8a8a', borderRadius: 8, background: '#fff', cursor: 'pointer' } as const;

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
  const onChange = (next: string) => onColor(colorKey, next);
  const { t } = useTranslation('emails');
  const id = useId();
  const valid = HEX.test(value);
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      autoComplete="off"
      maxLength={7}
      monospaced
      error={error}
      disabled={disabled}
      prefix={<span aria-hidden="true" style={{ ...SWATCH, background: valid ? value : 'transparent' }} />}
      connectedRight={
        <input
          type="color"
          style={PICKER}
          aria-label={t('editor.colorPicker', { name: label })}
          value={valid ? value.toLowerCase() : '#000000'}
          disabled={disabled}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      }
    />
  );
});
