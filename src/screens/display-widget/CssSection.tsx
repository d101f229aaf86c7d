import { Banner, BlockStack, Card, List, Text, TextField } from '@shopify/polaris';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CssField } from '../../../machines/widget-editor/widget-editor.types';
import type { CssRemoval } from '../../contract/widget-css';

/** What sanitising removes, each with its place (line:column), text and translated reason. */
function Removals({ items, testId }: { items: readonly CssRemoval[]; testId: string }) {
  const { t } = useTranslation('display');
  return (
    <List>
      {items.map((r, i) => (
        <List.Item key={`${r.line}:${r.column}:${i}`}>
          <span data-testid={testId} data-reason={r.reason}>
            {t('editor.css.removal', { line: r.line, column: r.column, what: r.what, reason: t(`editor.css.reasons.${r.reason}`) })}
          </span>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * The custom CSS of the review widget or the rating badge: a monospace field, what will be removed
 * from it as it is typed (checked after a pause), and what the server removed at the last save.
 */
export const CssSection = memo(function CssSection({
  field,
  value,
  error,
  pending,
  saved,
  onChange,
}: {
  field: CssField;
  value: string;
  /** Message of a value the server would refuse. */
  error?: string | undefined;
  /** What sanitising the draft removes. */
  pending: readonly CssRemoval[];
  /** What the server removed at the last save. */
  saved: readonly CssRemoval[];
  onChange(name: string, value: string): void;
}) {
  const { t } = useTranslation('display');
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">{t('editor.css.title')}</Text>
        <TextField
          label={t(`editor.css.fields.${field}`)}
          helpText={t('editor.css.help')}
          value={value}
          onChange={(v) => onChange(field, v)}
          multiline={8}
          monospaced
          autoComplete="off"
          spellCheck={false}
          error={error}
        />
        {pending.length > 0 && (
          <Banner tone="warning" title={t('editor.css.pendingTitle', { count: pending.length })}>
            <Removals items={pending} testId="css-pending" />
          </Banner>
        )}
        {saved.length > 0 && (
          <Banner tone="info" title={t('editor.css.savedTitle', { count: saved.length })}>
            <Removals items={saved} testId="css-saved" />
          </Banner>
        )}
      </BlockStack>
    </Card>
  );
});
