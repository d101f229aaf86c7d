import { BlockStack, Button, InlineStack, Tag, TextField } from '@shopify/polaris';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_EXCLUDED_TAGS, MAX_TAG_LENGTH } from '../../contract/review-requests';
import { addTag } from '../../../machines/collect/timing-form';

/** Order tags whose orders get no request: a text field (Enter or Add) and the tags, each removable. */
export function TagsField({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const { t } = useTranslation('collect');
  const [text, setText] = useState('');
  const full = tags.length >= MAX_EXCLUDED_TAGS;
  const add = () => {
    const next = addTag(tags, text, MAX_TAG_LENGTH, MAX_EXCLUDED_TAGS);
    if (next.length !== tags.length) onChange(next);
    setText('');
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
          label={t('timing.excludeTags')}
          helpText={full ? t('timing.tagsFull', { max: MAX_EXCLUDED_TAGS }) : t('timing.excludeTagsHelp')}
          autoComplete="off"
          value={text}
          maxLength={MAX_TAG_LENGTH}
          disabled={full}
          onChange={setText}
          connectedRight={<Button onClick={add} disabled={full || !text.trim()}>{t('timing.addTag')}</Button>}
        />
      </div>
      {tags.length > 0 && (
        <div data-testid="excluded-tags"><InlineStack gap="200">
          {tags.map((tag) => (
            <Tag key={tag} onRemove={() => onChange(tags.filter((x) => x !== tag))} accessibilityLabel={t('timing.removeTag', { tag })}>
              {tag}
            </Tag>
          ))}
        </InlineStack></div>
      )}
    </BlockStack>
  );
}
