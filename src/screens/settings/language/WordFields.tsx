import { BlockStack, Card, FormLayout, Text, TextField } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';

/** The custom-word fields of every text group, named in the admin's language, the word's default (in the edited language) as placeholder; empty means "use the default". */
export function WordFields(props: {
  defaults: Record<string, Record<string, string>>;
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
  /** Read-only while the words of another language load. */
  disabled?: boolean;
}) {
  const { t } = useTranslation(['settings', 'display']);
  return (
    <BlockStack gap="400">
      {Object.entries(props.defaults).map(([group, words]) => (
        <Card key={group}>
          <BlockStack gap="300">
            <Text as="h3" variant="headingSm">
              {t(`settings:language.groups.${group}`, { defaultValue: group })}
            </Text>
            <FormLayout>
              {Object.entries(words).map(([key, fallback]) => {
                const id = `${group}.${key}`;
                return (
                  <TextField
                    key={id}
                    label={t(`display:words.labels.${group}.${key}`, { defaultValue: fallback })}
                    placeholder={fallback}
                    value={props.values[id] ?? ''}
                    onChange={(v) => props.onChange(id, v)}
                    autoComplete="off"
                    maxLength={500}
                    disabled={props.disabled}
                  />
                );
              })}
            </FormLayout>
          </BlockStack>
        </Card>
      ))}
    </BlockStack>
  );
}
