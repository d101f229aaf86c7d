import { BlockStack, Button, InlineStack, Text } from '@shopify/polaris';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { variableNamesFor, type EmailTemplateType } from '../../contract/email-templates';
import { variableKey, variableTag } from './template-form';

/**
 * The variables a merchant may use in a template of `type` (the reward and reply emails add the
 * discount and review ones), each inserted at the caret of the last field in focus.
 */
export const VariableList = memo(function VariableList({
  type,
  onInsert,
  disabled,
}: {
  type: EmailTemplateType;
  onInsert(name: string): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('emails');
  return (
    <BlockStack gap="200">
      <Text as="h3" variant="headingSm">{t('variables.title')}</Text>
      <Text as="p" tone="subdued">{t('variables.help')}</Text>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="email-variables">
        {variableNamesFor(type).map((name) => (
          <li key={name} style={{ padding: '4px 0' }}>
            <InlineStack gap="200" blockAlign="center" wrap={false}>
              <Button
                size="slim"
                disabled={disabled}
                accessibilityLabel={t('variables.insert', { name: variableTag(name) })}
                onClick={() => onInsert(name)}
              >
                {variableTag(name)}
              </Button>
              <Text as="span" tone="subdued">{t(`variables.${variableKey(name)}`)}</Text>
            </InlineStack>
          </li>
        ))}
      </ul>
    </BlockStack>
  );
});
