import { BlockStack, Card, Checkbox, FormLayout, InlineGrid, Select, Text, TextField } from '@shopify/polaris';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WIDGET_REVIEW_SORTS } from '../../contract/widget-api';
import { ColorSetting } from './ColorSetting';
import { settingKey } from '../../../machines/widget-editor/widget-editor.types';
import { COLOUR_SETTINGS, FLAG_SETTINGS, NUMBER_SETTINGS, limitsOf, lookError, type LookSetting } from './look-fields';
import { useDraft, type SaveBarRef } from './use-draft';

const SHADOWS = ['Dark', 'Light', 'None'] as const;
const ON = 1;
const OFF = 2;

const isOne = <T extends string>(list: readonly T[], name: string): name is T => (list as readonly string[]).includes(name);

/** One setting's field, reading and writing only its own draft value. */
const LookField = memo(function LookField({ name, saveBar }: { name: LookSetting; saveBar: SaveBarRef }) {
  const { t } = useTranslation('display');
  const raw = useDraft(saveBar, settingKey(name));
  const onChange = useCallback((key: string, value: unknown) => saveBar.send({ type: 'saveBar.change', key: settingKey(key), value }), [saveBar]);
  const label = t(`editor.look.fields.${name}`);
  const errorKey = lookError(name, raw);
  const error = errorKey ? t(errorKey, limitsOf(name)) : undefined;
  if (isOne(COLOUR_SETTINGS, name)) return <ColorSetting name={name} label={label} value={String(raw ?? '')} error={error} onChange={onChange} />;
  if (isOne(FLAG_SETTINGS, name)) return <Checkbox label={label} checked={raw === ON} onChange={(on) => onChange(name, on ? ON : OFF)} />;
  if (name === 'card_shadow') {
    return <Select label={label} options={SHADOWS.map((v) => ({ value: v, label: t(`editor.look.shadows.${v}`) }))} value={String(raw)} onChange={(v) => onChange(name, v)} />;
  }
  if (name === 'review_sort_by') {
    return <Select label={label} options={WIDGET_REVIEW_SORTS.map((v) => ({ value: v, label: t(`editor.look.sorts.${v}`) }))} value={String(raw)} onChange={(v) => onChange(name, v)} />;
  }
  if (name in NUMBER_SETTINGS) {
    return <TextField label={label} type="number" value={String(raw ?? '')} onChange={(v) => onChange(name, /^\d{1,6}$/.test(v) ? Number(v) : v)} autoComplete="off" error={error} />;
  }
  const rating = name === 'product_rating_text' || name === 'list_rating_text';
  return (
    <TextField
      label={label}
      value={String(raw ?? '')}
      onChange={(v) => onChange(name, v)}
      autoComplete="off"
      error={error}
      {...(rating ? { helpText: t('editor.look.placeholders', { star: '{{star}}', number: '{{review_number}}' }) } : {})}
    />
  );
});

/**
 * The review-widget settings a widget's page edits (SPEC §3): colours, sizes, shadow, paging and
 * sort, the on/off flags and the texts, each with the server's limits checked at the field.
 */
export const LookSection = memo(function LookSection({ names, saveBar }: { names: readonly LookSetting[]; saveBar: SaveBarRef }) {
  const { t } = useTranslation('display');
  if (names.length === 0) return null;
  const colours = names.filter((n) => isOne(COLOUR_SETTINGS, n));
  const flags = names.filter((n) => isOne(FLAG_SETTINGS, n));
  const others = names.filter((n) => !isOne(COLOUR_SETTINGS, n) && !isOne(FLAG_SETTINGS, n));
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">{t('editor.look.title')}</Text>
        {colours.length > 0 && (
          <InlineGrid columns={{ xs: 1, sm: 2 }} gap="300">
            {colours.map((name) => <LookField key={name} name={name} saveBar={saveBar} />)}
          </InlineGrid>
        )}
        {others.length > 0 && <FormLayout>{others.map((name) => <LookField key={name} name={name} saveBar={saveBar} />)}</FormLayout>}
        {flags.length > 0 && <BlockStack gap="100">{flags.map((name) => <LookField key={name} name={name} saveBar={saveBar} />)}</BlockStack>}
      </BlockStack>
    </Card>
  );
});
