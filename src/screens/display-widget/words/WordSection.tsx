import { Badge, BlockStack, Box, Button, FormLayout, InlineStack, SkeletonBodyText, useBreakpoints } from '@shopify/polaris';
import { ChevronDownIcon, ChevronRightIcon } from '@shopify/polaris-icons';
import { memo, useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetWordGroup } from '../../../contract/widget-words';
import { englishWord, placeholdersOf, wordKeysOf } from './word-checks';
import { WordField } from './WordField';

/** Props of one text group's section. */
type WordSectionProps = {
  group: WidgetWordGroup;
  open: boolean;
  onToggle: (group: WidgetWordGroup) => void;
  /** The language's defaults of this group. */
  defaults: Record<string, string> | undefined;
  /** The merchant's own words of this group, by key. */
  own: Record<string, string>;
  /** Messages of this group's words, by key. */
  errors: Record<string, string>;
  loading: boolean;
  onText: (id: string, text: string | undefined) => void;
};

const LINE = 'var(--p-font-line-height-500)';
const lineStyle = (inlineSize: string) => ({ blockSize: LINE, inlineSize, display: 'flex', flexDirection: 'column' as const, justifyContent: 'center' });

/**
 * A word's field while its language loads, at the field's size: its label line, an input as tall as
 * Polaris draws it at this width (taller on narrow screens) and the placeholders' help line.
 */
function WordSkeleton({ help }: { help: boolean }) {
  const { mdUp } = useBreakpoints();
  const input = `calc(var(--p-font-line-height-${mdUp ? 500 : 600}) + 2 * var(--p-space-150))`;
  return (
    <div data-word-skeleton="" style={{ display: 'flex', flexDirection: 'column', gap: 'var(--p-space-100)' }}>
      <div style={lineStyle('40%')}>
        <SkeletonBodyText lines={1} />
      </div>
      <div style={{ blockSize: input, borderRadius: 'var(--p-border-radius-200)', background: 'var(--p-color-bg-fill-tertiary)' }} />
      {help && (
        <div style={lineStyle('70%')}>
          <SkeletonBodyText lines={1} />
        </div>
      )}
    </div>
  );
}

/** A text group: a disclosure button with the number of changed words; the fields only while open. */
export const WordSection = memo(function WordSection({ group, open, onToggle, defaults, own, errors, loading, onText }: WordSectionProps) {
  const { t } = useTranslation('display');
  const panelId = useId();
  // The button answers at once; the fields of a long group follow in an interruptible render.
  const drawn = useDeferredValue(open);
  const keys = wordKeysOf(group);
  const changed = keys.filter((key) => own[key] !== undefined).length;
  return (
    <BlockStack gap="300">
      <InlineStack gap="200" blockAlign="center">
        <Button
          variant="tertiary"
          icon={open ? ChevronDownIcon : ChevronRightIcon}
          ariaExpanded={open}
          ariaControls={panelId}
          onClick={() => onToggle(group)}
        >
          {t(`words.groups.${group}`)}
        </Button>
        {changed > 0 && <Badge tone="info">{t('words.changed', { count: changed })}</Badge>}
      </InlineStack>
      {open && drawn && (
        <Box id={panelId} paddingInlineStart="300">
          <FormLayout>
            {keys.map((key) =>
              loading ? (
                <WordSkeleton key={key} help={placeholdersOf(englishWord(group, key)).length > 0} />
              ) : (
                <WordField
                  key={key}
                  id={`${group}.${key}`}
                  label={t(`words.labels.${group}.${key}`)}
                  defaultText={defaults?.[key] ?? englishWord(group, key)}
                  text={own[key]}
                  error={errors[key]}
                  onText={onText}
                />
              ),
            )}
          </FormLayout>
        </Box>
      )}
    </BlockStack>
  );
});
