import { TextField } from '@shopify/polaris';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_FIELD_MAX, type TemplateTextField } from '../../contract/email-templates';

/** Props of one Liquid text field of the editor. */
export interface TextRowProps {
  field: TemplateTextField;
  value: string;
  error: string | undefined;
  disabled: boolean;
  /** Rows of a multiline field. */
  multiline?: number | undefined;
  /** Key of its help text under `emails:editor`. */
  help?: string | undefined;
  onChange(key: string, value: string): void;
  /** Keeps the field's box, to find its input and caret when a variable is inserted. */
  register(field: TemplateTextField, box: HTMLDivElement | null): void;
  onFocus(field: TemplateTextField): void;
}

/** One Liquid text field; re-renders only when its own value, error or state changes (typing stays fast). */
export const TextRow = memo(function TextRow({ field, value, error, disabled, multiline, help, onChange, register, onFocus }: TextRowProps) {
  const { t } = useTranslation('emails');
  return (
    <div ref={(box) => register(field, box)} onFocusCapture={() => onFocus(field)}>
      <TextField
        label={t(`editor.${field}`)}
        value={value}
        onChange={(next) => onChange(field, next)}
        autoComplete="off"
        multiline={multiline}
        maxLength={TEMPLATE_FIELD_MAX[field]}
        helpText={help ? t(`editor.${help}`) : undefined}
        error={error}
        disabled={disabled}
        monospaced={field === 'body'}
      />
    </div>
  );
});
