import { TextField } from '@shopify/polaris';
import { useEffect, useState } from 'react';

/** Props of a whole-number field. */
export type NumberFieldProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  /**
   * The typed number: a whole number as typed (the page's schema check refuses one out of bounds),
   * or NaN for a text that is no whole number, so the page never saves what the field does not show.
   */
  onChange: (next: number) => void;
  /** The message shown at the field (the page's or the form's own check). */
  error?: string;
  helpText?: string;
  suffix?: string;
};

/** The whole number a field's text stands for, or NaN. */
export function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^-?\d{1,9}$/.test(trimmed) ? Number(trimmed) : NaN;
}

const sameNumber = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/** A whole-number input with its bounds; keeps the merchant's text while it is not (yet) a number. */
export function NumberField({ label, value, min, max, onChange, error, helpText, suffix }: NumberFieldProps) {
  const [text, setText] = useState(() => (Number.isNaN(value) ? '' : String(value)));
  useEffect(() => {
    // A value changed from outside (discard, reload, another language) replaces the text.
    setText((current) => (sameNumber(wholeNumber(current), value) ? current : Number.isNaN(value) ? '' : String(value)));
  }, [value]);
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      autoComplete="off"
      min={min}
      max={max}
      step={1}
      value={text}
      error={error}
      helpText={helpText}
      suffix={suffix}
      onChange={(next) => {
        setText(next);
        onChange(wholeNumber(next));
      }}
    />
  );
}
