import { BlockStack, FormLayout, Select, Text, TextField } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../contract/constants';
import { MAX_ATTRIBUTE_LABEL, MAX_ATTRIBUTE_OPTION, type Attribute } from '../../contract/review-rules';

/** The question's label and choices in another language (empty: customers reading that language see the shop language's text). */
export function TranslationFields({
  attribute,
  language,
  onLanguage,
  onChange,
}: {
  attribute: Attribute;
  language: LanguageCode;
  onLanguage: (language: LanguageCode) => void;
  onChange: (attribute: Attribute) => void;
}) {
  const { t } = useTranslation('review-rules');
  const translation = attribute.translations[language] ?? { label: '', options: [] };
  const set = (next: { label: string; options: string[] }) => onChange({ ...attribute, translations: { ...attribute.translations, [language]: next } });
  const translated = (code: LanguageCode) => {
    const tr = attribute.translations[code];
    return !!tr && (tr.label.trim() !== '' || tr.options.some((o) => o.trim() !== ''));
  };
  return (
    <BlockStack gap="200">
      <Text as="h4" variant="headingSm">{t('attributes.translations')}</Text>
      <Text as="p" tone="subdued">{t('attributes.translationsHelp')}</Text>
      <FormLayout>
        <Select
          label={t('attributes.translationLanguage')}
          options={LANGUAGES.map((l) => ({ value: l.code, label: translated(l.code) ? t('attributes.languageTranslated', { language: l.name }) : l.name }))}
          value={language}
          onChange={(code) => onLanguage(code as LanguageCode)}
        />
        <TextField
          label={t('attributes.translatedLabel')}
          autoComplete="off"
          placeholder={attribute.label}
          value={translation.label}
          maxLength={MAX_ATTRIBUTE_LABEL}
          onChange={(label) => set({ ...translation, label })}
        />
        {attribute.kind === 'choice' &&
          attribute.options.map((option, index) => (
            <TextField
              key={index}
              label={t('attributes.translatedOption', { number: index + 1 })}
              autoComplete="off"
              placeholder={option}
              value={translation.options[index] ?? ''}
              maxLength={MAX_ATTRIBUTE_OPTION}
              onChange={(value) => {
                const options = attribute.options.map((_, i) => (i === index ? value : (translation.options[i] ?? '')));
                set({ ...translation, options });
              }}
            />
          ))}
      </FormLayout>
    </BlockStack>
  );
}
