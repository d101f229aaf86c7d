import { BlockStack, Card, InlineGrid, Select, Text, TextField } from '@shopify/polaris';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../contract/constants';
import { languageName } from '../../lib/languages';
import type { EmailTemplate, TemplateLanguage, TemplateTextField } from '../../contract/email-templates';
import { ColorField } from './ColorField';
import { COLOR_KEYS, insertText, variableTag, type ColorKey, type FieldErrors } from './template-form';
import { TextRow } from './TextRow';
import { VariableList } from './VariableList';

/** Props of the template editor. */
export interface TemplateEditorProps {
  template: EmailTemplate;
  errors: FieldErrors;
  /** The language being shown or loaded (the address's). */
  language: TemplateLanguage;
  savedLanguages: readonly TemplateLanguage[];
  shopLanguage: TemplateLanguage;
  /** True while another language's template loads: the fields are read-only. */
  disabled: boolean;
  onLanguage(language: TemplateLanguage): void;
  onChange(key: string, value: unknown): void;
}

const TEXT_FIELDS: { field: TemplateTextField; multiline?: number; help?: string }[] = [
  { field: 'subject' },
  { field: 'preheader', help: 'preheaderHelp' },
  { field: 'heading' },
  { field: 'body', multiline: 8, help: 'bodyHelp' },
  { field: 'button' },
];

const nameOf = (code: TemplateLanguage) => languageName(code);

/** The editor: the email's language, its texts (variables inserted at the caret), colours and logo. */
export function TemplateEditor({ template, errors, language, savedLanguages, shopLanguage, disabled, onLanguage, onChange }: TemplateEditorProps) {
  const { t } = useTranslation('emails');
  const boxes = useRef<Partial<Record<TemplateTextField, HTMLDivElement | null>>>({});
  const lastField = useRef<TemplateTextField>('body');
  const latest = useRef(template);
  useLayoutEffect(() => {
    latest.current = template;
  });

  const insert = useCallback((name: string) => {
    const field = lastField.current;
    const input = boxes.current[field]?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
    const value = latest.current[field];
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? start;
    const next = insertText(value, start, end, variableTag(name));
    onChange(field, next.value);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(next.caret, next.caret);
    });
  }, [onChange]);

  const register = useCallback((field: TemplateTextField, box: HTMLDivElement | null) => {
    boxes.current[field] = box;
  }, []);
  const focus = useCallback((field: TemplateTextField) => {
    lastField.current = field;
  }, []);
  const setColor = useCallback((key: ColorKey, value: string) => onChange('colors', { ...latest.current.colors, [key]: value }), [onChange]);

  const languageOptions = useMemo(
    () => LANGUAGES.map((l) => ({ value: l.code, label: savedLanguages.includes(l.code) ? t('editor.languageSaved', { language: l.name }) : l.name })),
    [savedLanguages, t],
  );

  return (
    <Card>
      <BlockStack gap="400">
        <Select
          label={t('editor.language')}
          options={languageOptions}
          value={language}
          onChange={(code) => onLanguage(code as TemplateLanguage)}
          helpText={t('editor.languageHelp', { language: nameOf(shopLanguage) })}
        />
        {TEXT_FIELDS.map(({ field, multiline, help }) => (
          <TextRow
            key={field}
            field={field}
            value={template[field]}
            error={errors[field]}
            disabled={disabled}
            multiline={multiline}
            help={help}
            onChange={onChange}
            register={register}
            onFocus={focus}
          />
        ))}
        <VariableList type={template.type} onInsert={insert} disabled={disabled} />
        <TextField
          label={t('editor.logoUrl')}
          type="url"
          value={template.logoUrl}
          onChange={(value) => onChange('logoUrl', value.trim())}
          autoComplete="off"
          placeholder="https://"
          helpText={t('editor.logoHelp')}
          error={errors.logoUrl}
          disabled={disabled}
        />
        <BlockStack gap="200">
          <Text as="h3" variant="headingSm">{t('editor.colorsTitle')}</Text>
          <InlineGrid columns={{ xs: 1, sm: 2 }} gap="300">
            {COLOR_KEYS.map((key) => (
              <ColorField
                key={key}
                label={t(`editor.colors.${key}`)}
                value={template.colors[key]}
                error={errors[`colors.${key}`]}
                disabled={disabled}
                colorKey={key}
                onColor={setColor}
              />
            ))}
          </InlineGrid>
        </BlockStack>
      </BlockStack>
    </Card>
  );
}
