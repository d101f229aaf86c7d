import { BlockStack, Button, Checkbox, FormLayout, InlineError, InlineStack, Select, Text, TextField } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { withKind, type AttributeErrors } from '../../../machines/review-rules/attributes-form';
import {
  ATTRIBUTE_KINDS,
  MAX_ATTRIBUTE_LABEL,
  MAX_ATTRIBUTE_OPTION,
  MAX_ATTRIBUTE_OPTIONS,
  type Attribute,
  type AttributeKind,
} from '../../contract/review-rules';
import { ScopeField } from './ScopeField';
import { TranslationFields } from './TranslationFields';
import type { LanguageCode } from '../../contract/constants';

/** The fields of one custom question: kind, label, choices, required, on/off, products and translations; errors at their fields. */
export function AttributeEditor({
  attribute,
  errors,
  language,
  onLanguage,
  onChange,
}: {
  attribute: Attribute;
  errors: AttributeErrors;
  /** The language whose translation is edited. */
  language: LanguageCode;
  onLanguage: (language: LanguageCode) => void;
  onChange: (attribute: Attribute) => void;
}) {
  const { t } = useTranslation('review-rules');
  const id = attribute.id;
  const error = (key: string) => (errors[key] ? t(`attributes.errors.${errors[key]}`, { max: MAX_ATTRIBUTE_OPTIONS }) : undefined);
  const setOption = (index: number, value: string) => onChange({ ...attribute, options: attribute.options.map((o, i) => (i === index ? value : o)) });
  const removeOption = (index: number) =>
    onChange({
      ...attribute,
      options: attribute.options.filter((_, i) => i !== index),
      translations: Object.fromEntries(
        Object.entries(attribute.translations).map(([lang, tr]) => [lang, { label: tr?.label ?? '', options: (tr?.options ?? []).filter((_, i) => i !== index) }]),
      ),
    });
  return (
    <BlockStack gap="400">
      <FormLayout>
        <Select
          label={t('attributes.kind')}
          options={ATTRIBUTE_KINDS.map((kind) => ({ value: kind, label: t(`attributes.kinds.${kind}`) }))}
          value={attribute.kind}
          onChange={(kind) => onChange(withKind(attribute, kind as AttributeKind))}
        />
        <TextField
          label={t('attributes.label')}
          helpText={t('attributes.labelHelp')}
          autoComplete="off"
          value={attribute.label}
          maxLength={MAX_ATTRIBUTE_LABEL}
          error={error('label')}
          onChange={(label) => onChange({ ...attribute, label })}
        />
      </FormLayout>
      {attribute.kind === 'choice' && (
        <BlockStack gap="200">
          <Text as="h4" variant="headingSm" id={`${id}-options`}>{t('attributes.options')}</Text>
          <ol className="ra-attribute-options" aria-labelledby={`${id}-options`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {attribute.options.map((option, index) => (
              <li key={index} style={{ paddingBottom: 8 }}>
                <TextField
                  label={t('attributes.option', { number: index + 1 })}
                  autoComplete="off"
                  value={option}
                  maxLength={MAX_ATTRIBUTE_OPTION}
                  error={error(`option.${index}`)}
                  onChange={(v) => setOption(index, v)}
                  connectedRight={
                    <Button onClick={() => removeOption(index)} accessibilityLabel={t('attributes.removeOption', { number: index + 1 })}>
                      {t('attributes.remove')}
                    </Button>
                  }
                />
              </li>
            ))}
          </ol>
          {errors.options && <InlineError message={error('options') ?? ''} fieldID={`${id}-options`} />}
          <InlineStack>
            <Button
              onClick={() => onChange({ ...attribute, options: [...attribute.options, ''] })}
              disabled={attribute.options.length >= MAX_ATTRIBUTE_OPTIONS}
            >
              {t('attributes.addOption')}
            </Button>
          </InlineStack>
        </BlockStack>
      )}
      <InlineStack gap="600">
        <Checkbox label={t('attributes.required')} checked={attribute.required} onChange={(required) => onChange({ ...attribute, required })} />
        <Checkbox label={t('attributes.enabled')} checked={attribute.enabled} onChange={(enabled) => onChange({ ...attribute, enabled })} />
      </InlineStack>
      <ScopeField idPrefix={id} scope={attribute.scope} error={error('scope')} onChange={(scope) => onChange({ ...attribute, scope })} />
      <TranslationFields attribute={attribute} language={language} onLanguage={onLanguage} onChange={onChange} />
    </BlockStack>
  );
}
