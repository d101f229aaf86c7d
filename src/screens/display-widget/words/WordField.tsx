import { BlockStack, Button, Text, TextField } from '@shopify/polaris';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { missingPlaceholders, placeholdersOf, WORD_MAX } from './word-checks';

/** Props of one word's field. */
type WordFieldProps = {
  /** `group.key`. */
  id: string;
  label: string;
  defaultText: string;
  /** The merchant's own text; undefined when the default shows. */
  text: string | undefined;
  error: string | undefined;
  onText: (id: string, text: string | undefined) => void;
};

/**
 * One word: the default as placeholder, its `{{placeholders}}` as help, a warning (never a block)
 * when the merchant's text drops one, and Reset once it differs from the default.
 */
export const WordField = memo(function WordField({ id, label, defaultText, text, error, onText }: WordFieldProps) {
  const { t } = useTranslation('display');
  const names = placeholdersOf(defaultText);
  const missing = text ? missingPlaceholders(defaultText, text) : [];
  const tooLong = text && text.length > WORD_MAX ? t('words.tooLong', { max: WORD_MAX }) : undefined;
  const help =
    names.length > 0 || missing.length > 0 ? (
      <BlockStack gap="100">
        {names.length > 0 && <span>{t('words.placeholders', { names: names.join(', ') })}</span>}
        {missing.length > 0 && (
          <Text as="span" tone="caution" fontWeight="medium">
            <span data-word-warning="">{t('words.missing', { names: missing.join(', ') })}</span>
          </Text>
        )}
      </BlockStack>
    ) : undefined;
  return (
    <TextField
      label={label}
      autoComplete="off"
      value={text ?? ''}
      placeholder={defaultText}
      maxLength={WORD_MAX}
      error={error ?? tooLong}
      helpText={help}
      onChange={(next) => onText(id, next === '' ? undefined : next)}
      connectedRight={
        text !== undefined ? (
          <Button onClick={() => onText(id, undefined)} accessibilityLabel={t('words.resetLabel', { label })}>
            {t('words.reset')}
          </Button>
        ) : undefined
      }
    />
  );
});
