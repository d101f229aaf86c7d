import { Banner, BlockStack, Card, List, Text, TextField } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { widgetEditorMachine } from '../../../machines/widget-editor/widget-editor.machine';
import { selectCssRemovals } from '../../../machines/widget-editor/widget-editor.selectors';
import { EDITOR_KEYS, settingKey, type CssField, type CssRemovedByField } from '../../../machines/widget-editor/widget-editor.types';
import type { CssRemoval } from '../../contract/widget-css';
import { limitsOf, lookError } from './look-fields';
import { useDraft, type SaveBarRef } from './use-draft';

const NONE: readonly CssRemoval[] = [];

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
 * from it as it is typed (checked after a pause, also after a discard or a save), and what the
 * server removed at the last save.
 */
export const CssSection = memo(function CssSection({ field, saveBar, editor }: { field: CssField; saveBar: SaveBarRef; editor: ActorRefFrom<typeof widgetEditorMachine> }) {
  const { t } = useTranslation('display');
  const value = String(useDraft(saveBar, settingKey(field)) ?? '');
  const removed = useDraft(saveBar, EDITOR_KEYS.cssRemoved) as CssRemovedByField | undefined;
  const saved = removed?.[field] ?? NONE;
  const pending = useSelector(editor, selectCssRemovals);
  const checked = useRef(value);
  useEffect(() => {
    if (checked.current === value) return;
    checked.current = value;
    editor.send({ type: 'editor.css', css: value });
  }, [editor, value]);
  const errorKey = lookError(field, value);
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">{t('editor.css.title')}</Text>
        <TextField
          label={t(`editor.css.fields.${field}`)}
          helpText={t('editor.css.help')}
          value={value}
          onChange={(v) => saveBar.send({ type: 'saveBar.change', key: settingKey(field), value: v })}
          multiline={8}
          monospaced
          autoComplete="off"
          spellCheck={false}
          error={errorKey ? t(errorKey, limitsOf(field)) : undefined}
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
