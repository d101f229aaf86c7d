import { BlockStack, Card, Divider, Select, Text } from '@shopify/polaris';
import { Fragment, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetWordGroup } from '../../../contract/widget-words';
import type { WordsEditorProps } from './types';
import { WordSection } from './WordSection';

const NO_WORDS: Record<string, string> = {};
type ByGroup = Map<string, Record<string, string>>;

/**
 * A flat `group.key` record split by group and key; a group whose entries did not change keeps its
 * object, so only the section being edited draws again.
 */
function byGroup(groups: readonly WidgetWordGroup[], flat: Partial<Record<string, string>>, previous: ByGroup): ByGroup {
  const next: ByGroup = new Map();
  for (const group of groups) {
    const prefix = `${group}.`;
    const own: Record<string, string> = {};
    for (const [id, text] of Object.entries(flat)) if (text !== undefined && id.startsWith(prefix)) own[id.slice(prefix.length)] = text;
    const before = previous.get(group);
    const same = before && Object.keys(before).length === Object.keys(own).length && Object.entries(own).every(([k, v]) => before[k] === v);
    next.set(group, same ? before : Object.keys(own).length ? own : NO_WORDS);
  }
  return next;
}

/**
 * The storefront words of one language: a language select (primary first), then one collapsible
 * section per text group. Only open sections draw their fields, so long lists stay quick.
 */
export function WordsEditor({ title, groups, languages, language, onLanguageChange, defaults, value, onChange, errors, loading }: WordsEditorProps) {
  const { t } = useTranslation('display');
  const [open, setOpen] = useState<ReadonlySet<WidgetWordGroup>>(() => new Set(groups.length === 1 ? groups : []));
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const ownRef = useRef<ByGroup>(new Map());
  const own = useMemo(() => (ownRef.current = byGroup(groups, value, ownRef.current)), [groups, value]);
  const errorsRef = useRef<ByGroup>(new Map());
  const groupErrors = useMemo(() => (errorsRef.current = byGroup(groups, errors, errorsRef.current)), [groups, errors]);
  const options = useMemo(
    () =>
      [...languages]
        .sort((a, b) => Number(Boolean(b.primary)) - Number(Boolean(a.primary)))
        .map((l) => ({ value: l.code, label: l.primary ? t('words.primary', { name: l.name }) : l.name })),
    [languages, t],
  );
  const onToggle = useCallback((group: WidgetWordGroup) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(group)) next.add(group);
      return next;
    });
  }, []);
  const onText = useCallback((id: string, text: string | undefined) => {
    const next = { ...latest.current.value };
    if (text === undefined) delete next[id];
    else next[id] = text;
    latest.current.onChange(next);
  }, []);

  return (
    <Card>
      <BlockStack gap="400">
        {title && <Text as="h2" variant="headingMd">{title}</Text>}
        <Select label={t('words.language')} helpText={t('words.languageHelp')} options={options} value={language} onChange={onLanguageChange} />
        {groups.map((group) => (
          <Fragment key={group}>
            <Divider />
            <WordSection
              group={group}
              open={open.has(group)}
              onToggle={onToggle}
              defaults={defaults[group]}
              own={own.get(group) ?? NO_WORDS}
              errors={groupErrors.get(group) ?? NO_WORDS}
              loading={loading}
              onText={onText}
            />
          </Fragment>
        ))}
      </BlockStack>
    </Card>
  );
}
