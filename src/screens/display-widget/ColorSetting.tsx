import { TextField } from '@shopify/polaris';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

const HEX6 = /^#[0-9a-fA-F]{6}$/;
const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const SWATCH = { display: 'inline-block', width: 16, height: 16, borderRadius: 4, border: '1px solid rgba(0,0,0,.25)', verticalAlign: 'middle' } as const;
const PICKER = { width: 44, height: 32, padding: 2, border: '1px solid #8a8a8a', borderRadius: 8, background: '#fff', cursor: 'pointer' } as const;

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
    <TextField
      label={label}
      value={value}
      onChange={(next) => onChange(name, next)}
      autoComplete="off"
      maxLength={9}
      monospaced
      error={error}
      prefix={<span aria-hidden="true" data-testid={`swatch-${name}`} style={{ ...SWATCH, background: HEX.test(value) ? value : 'transparent' }} />}
      connectedRight={
        <input
          type="color"
          style={PICKER}
          data-testid={`picker-${name}`}
          aria-label={t('editor.look.pick', { name: label })}
          value={HEX6.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(e) => onChange(name, e.currentTarget.value.toUpperCase())}
        />
      }
    />
  );
});
