import { BlockStack, Button, InlineStack, Tag, Text, TextField } from '@shopify/polaris';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addBlockEntry, blockEntryError, type BlockListKind } from '../../../machines/review-rules/block-list';
import { MAX_BLOCK_LIST } from '../../contract/review-rules';

/** What the merchant is typing into a block list and whether Add was tried on it. */
export interface BlockDraft {
  text: string;
  tried: boolean;
}

/**
 * The error to show at a block list's field: a repeated, too long or over-the-limit entry as soon
 * as it is typed, a malformed address once Add was tried (null when none).
 */
export function draftError(kind: BlockListKind, list: readonly string[], draft: BlockDraft): string | null {
  if (draft.text.trim() === '') return null;
  const error = blockEntryError(kind, list, draft.text);
  if (error === 'email' && !draft.tried) return null;
  return error;
}

/** A block list as tags: a field (Enter or Add) and the entries, each removable; repeats are refused at the field. */
export function BlockListField({
  kind,
  list,
  draft,
  onDraft,
  onChange,
}: {
  kind: BlockListKind;
  list: string[];
  draft: BlockDraft;
  onDraft: (draft: BlockDraft) => void;
  onChange: (list: string[]) => void;
}) {
  const { t } = useTranslation('review-rules');
  const error = draftError(kind, list, draft);
  const add = () => {
    const result = addBlockEntry(kind, list, draft.text);
    if ('list' in result) {
      onChange(result.list);
      onDraft({ text: '', tried: false });
    } else onDraft({ ...draft, tried: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <BlockStack gap="200">
      <div onKeyDown={onKeyDown}>
        <TextField
          label={t(`blockList.${kind}.label`)}
          helpText={t(`blockList.${kind}.help`, { max: MAX_BLOCK_LIST })}
          autoComplete="off"
          value={draft.text}
          error={error ? t(`blockList.errors.${error}`, { max: MAX_BLOCK_LIST }) : undefined}
          onChange={(text) => onDraft({ text, tried: false })}
          connectedRight={
            <Button onClick={add} disabled={!draft.text.trim()} accessibilityLabel={t(`blockList.${kind}.add`)}>
              {t('blockList.add')}
            </Button>
          }
        />
      </div>
      {list.length > 0 ? (
        <div data-testid={`block-${kind}`}>
          <InlineStack gap="200">
            {list.map((entry) => (
              <Tag key={entry} onRemove={() => onChange(list.filter((x) => x !== entry))} accessibilityLabel={t('blockList.remove', { entry })}>
                {entry}
              </Tag>
            ))}
          </InlineStack>
        </div>
      ) : (
        <Text as="p" tone="subdued">{t(`blockList.${kind}.none`)}</Text>
      )}
    </BlockStack>
  );
}
