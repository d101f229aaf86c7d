import { BlockStack, Card, Select, SkeletonBodyText, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import type { WordsEditorProps } from './words/types';

/**
 * The texts of the widget's word groups in the chosen storefront language. Until the words editor
 * (`words/`) is in place this shows the language switch and the groups it will edit.
 */
export function WordsPanel(props: WordsEditorProps) {
  const { t } = useTranslation('display');
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">{t('editor.words.title')}</Text>
        <Select
          label={t('editor.words.language')}
          options={props.languages.map((l) => ({ value: l.code, label: l.name }))}
          value={props.language}
          onChange={props.onLanguageChange}
        />
        {props.loading ? <SkeletonBodyText lines={3} /> : <Text as="p" tone="subdued">{t('editor.words.groups', { count: props.groups.length })}</Text>}
      </BlockStack>
    </Card>
  );
}
