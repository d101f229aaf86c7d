import { BlockStack, Card, Checkbox, FormLayout, InlineGrid, Select, Text, TextField } from '@shopify/polaris';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { WIDGET_REVIEW_SORTS } from '../../contract/widget-api';
import { ColorSetting } from './ColorSetting';
import { COLOUR_SETTINGS, FLAG_SETTINGS, NUMBER_SETTINGS, limitsOf, type LookSetting } from './look-fields';

const SHADOWS = ['Dark', 'Light', 'None'] as const;
const ON = 1;
const OFF = 2;

const isOne = <T extends string>(list: readonly T[], name: string): name is T => (list as readonly string[]).includes(name);

/**
 * The review-widget settings a widget's page edits (SPEC §3): colours, sizes, shadow, paging and
 * sort, the on/off flags and the texts, each with the server's limits checked at the field.
 */
export const LookSection = memo(function LookSection({
  names,
  value,
  errors,
  onChange,
}: {
  /** The settings this page shows, in order. */
  names: readonly LookSetting[];
  /** Draft value of a setting. */
  value: (name: string) => unknown;
  /** Key of the message of a setting's draft value, by setting. */
  errors: Partial<Record<string, string>>;
  onChange(name: string, value: unknown): void;
}) {
  const { t } = useTranslation('display');
  if (names.length === 0) return null;
  const errorOf = (name: string) => {
    const key = errors[name];
    return key ? t(key, limitsOf(name)) : undefined;
  };
  const colours = names.filter((n) => isOne(COLOUR_SETTINGS, n));
  const flags = names.filter((n) => isOne(FLAG_SETTINGS, n));
  const others = names.filter((n) => !isOne(COLOUR_SETTINGS, n) && !isOne(FLAG_SETTINGS, n));
  const field = (name: LookSetting) => {
    const label = t(`editor.look.fields.${name}`);
    const raw = value(name);
    if (name === 'card_shadow') {
      return <Select key={name} label={label} options={SHADOWS.map((s) => ({ value: s, label: t(`editor.look.shadows.${s}`) }))} value={String(raw)} onChange={(v) => onChange(name, v)} />;
    }
    if (name === 'review_sort_by') {
      return <Select key={name} label={label} options={WIDGET_REVIEW_SORTS.map((s) => ({ value: s, label: t(`editor.look.sorts.${s}`) }))} value={String(raw)} onChange={(v) => onChange(name, v)} />;
    }
    if (name in NUMBER_SETTINGS) {
      return (
        <TextField
          key={name}
          label={label}
          type="number"
          value={String(raw ?? '')}
          onChange={(v) => onChange(name, /^\d{1,6}$/.test(v) ? Number(v) : v)}
          autoComplete="off"
          error={errorOf(name)}
        />
      );
    }
    const rating = name === 'product_rating_text' || name === 'list_rating_text';
    return (
      <TextField
        key={name}
        label={label}
        value={String(raw ?? '')}
        onChange={(v) => onChange(name, v)}
        autoComplete="off"
        error={errorOf(name)}
        {...(rating ? { helpText: t('editor.look.placeholders', { star: '{{star}}', number: '{{review_number}}' }) } : {})}
      />
    );
  };
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">{t('editor.look.title')}</Text>
        {colours.length > 0 && (
          <InlineGrid columns={{ xs: 1, sm: 2 }} gap="300">
            {colours.map((name) => (
              <ColorSetting key={name} name={name} label={t(`editor.look.fields.${name}`)} value={String(value(name) ?? '')} error={errorOf(name)} onChange={onChange} />
            ))}
          </InlineGrid>
        )}
        {others.length > 0 && <FormLayout>{others.map(field)}</FormLayout>}
        {flags.length > 0 && (
          <BlockStack gap="100">
            {flags.map((name) => (
              <Checkbox key={name} label={t(`editor.look.fields.${name}`)} checked={value(name) === ON} onChange={(on) => onChange(name, on ? ON : OFF)} />
            ))}
          </BlockStack>
        )}
      </BlockStack>
    </Card>
  );
});

