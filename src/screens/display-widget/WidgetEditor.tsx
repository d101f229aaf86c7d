import { Banner, BlockStack, Card, InlineGrid, Layout, Page, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { memo, useCallback, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { valuesOf } from '../../../machines/save-bar/save-bar.selectors';
import type { widgetEditorMachine } from '../../../machines/widget-editor/widget-editor.machine';
import {
  flatWords,
  previewSettings,
  selectCleanCss,
  selectEditorDefaults,
  selectEditorLanguage,
  selectWordsError,
  selectWordsLoading,
} from '../../../machines/widget-editor/widget-editor.selectors';
import { EDITOR_KEYS, settingKey, wordsKey } from '../../../machines/widget-editor/widget-editor.types';
import { useRuntime } from '../../app/runtime-context';
import type { LanguageItem } from '../../contract/languages';
import { WIDGET_WORD_GROUPS_OF } from '../../contract/widget-words';
import type { StorefrontWidget, WidgetDisplay, WidgetDisplays } from '../../contract/widgets';
import type { PreviewInput } from '../../storefront/preview';
import { SaveBar } from '../../ui/SaveBar';
import { PlanGate } from '../../ui/PlanGate';
import { SaveErrorBanner } from '../../ui/SaveErrorBanner';
import { usePageTitle } from '../../ui/use-page-title';
import { CssSection } from './CssSection';
import { DisplaySection } from './DisplaySection';
import { PREVIEW_MIN_HEIGHT } from './EditorSkeleton';
import { editorValues } from './editor-parts';
import { LookSection } from './LookSection';
import { CSS_FIELD_OF, LOOK_OF, lookError } from './look-fields';
import { PreviewPane } from './PreviewPane';
import { useDraft, type SaveBarRef } from './use-draft';
import { useWidgetEditor } from './use-widget-editor';
import type { WidgetEditorData } from './widget-editor.loader';
import { WordsEditor } from './words/WordsEditor';
import { optionFormFor, type OptionsFormProps } from './forms';

type EditorRef = ActorRefFrom<typeof widgetEditorMachine>;
const NO_ERRORS: Partial<Record<string, string>> = {};
const NO_WORDS: Record<string, string> = {};

/** The widget's display as drafted. */
const DisplayDraft = memo(function DisplayDraft({ widget, saveBar }: { widget: StorefrontWidget; saveBar: SaveBarRef }) {
  const { t } = useTranslation('display');
  const display = useDraft(saveBar, EDITOR_KEYS.display) as WidgetDisplay;
  const onChange = useCallback((next: WidgetDisplay) => saveBar.send({ type: 'saveBar.change', key: EDITOR_KEYS.display, value: next }), [saveBar]);
  const onOptions = useCallback((options: WidgetDisplay['options']) => onChange({ ...display, options }), [display, onChange]);
  const Options = optionFormFor(widget) as ComponentType<OptionsFormProps<StorefrontWidget>>;
  return (
    <>
      <DisplaySection widget={widget} display={display} onChange={onChange} />
      <Card>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">{t('display:editor.optionsTitle')}</Text>
          <Options widget={widget} value={display.options} onChange={onOptions} errors={NO_ERRORS} />
        </BlockStack>
      </Card>
    </>
  );
});

/** The texts of the shown language as drafted, with the language switch. */
const WordsDraft = memo(function WordsDraft({ widget, languages, saveBar, editor }: { widget: StorefrontWidget; languages: LanguageItem[]; saveBar: SaveBarRef; editor: EditorRef }) {
  const { t } = useTranslation(['display', 'common']);
  const language = useSelector(editor, selectEditorLanguage);
  const defaults = useSelector(editor, selectEditorDefaults);
  const loading = useSelector(editor, selectWordsLoading);
  const failed = useSelector(editor, selectWordsError);
  const words = (useDraft(saveBar, wordsKey(language)) as Record<string, string> | undefined) ?? NO_WORDS;
  const onChange = useCallback((next: Record<string, string>) => saveBar.send({ type: 'saveBar.change', key: wordsKey(language), value: next }), [saveBar, language]);
  const onLanguageChange = useCallback((next: string) => editor.send({ type: 'editor.language', language: next }), [editor]);
  return (
    <>
      {failed && (
        <Banner tone="critical" title={t('display:editor.words.failed')} action={{ content: t('common:errors.tryAgain'), onAction: () => editor.send({ type: 'editor.retryWords' }) }} />
      )}
      <WordsEditor
        title={t('display:editor.words.title')}
        groups={WIDGET_WORD_GROUPS_OF[widget]}
        languages={languages}
        language={language}
        onLanguageChange={onLanguageChange}
        defaults={defaults}
        value={words}
        onChange={onChange}
        errors={NO_ERRORS}
        loading={loading}
      />
    </>
  );
});

/**
 * One storefront widget's page: on/off and places at the top, the settings form on one side and
 * the live preview (drawn by the storefront script, desktop or phone) on the other, stacked on
 * narrow screens; one Save writes what changed. Each field reads only its own draft, and the
 * preview is redrawn straight from the drafts, so a keystroke redraws one field and the preview.
 */
export function WidgetEditor({ widget, data }: { widget: StorefrontWidget; data: WidgetEditorData }) {
  const { t } = useTranslation(['display', 'common']);
  const runtime = useRuntime();
  const name = t(`display:editor.names.${widget}`);
  usePageTitle(name);
  const cssField = CSS_FIELD_OF[widget] ?? null;
  const look = LOOK_OF[widget];
  const current = useMemo(() => editorValues(widget, data.settings, data.displays, data.words), [widget, data]);
  const onSaved = useCallback(() => runtime.toasts.send({ type: 'toast.show', toast: { content: t('display:editor.saved') } }), [runtime, t]);
  const { editor, saveBar } = useWidgetEditor(runtime, widget, current, data.words, cssField, onSaved);
  const checked = useMemo(() => (cssField ? [...look, cssField] : look), [look, cssField]);
  const valid = useSelector(saveBar, (s) => {
    const values = valuesOf(s.context);
    return checked.every((key) => lookError(key, values[settingKey(key)]) === null);
  });

  const { apiBase } = runtime.config;
  const savedCss = cssField ? String(current[settingKey(cssField)] ?? '') : '';
  const readPreview = useMemo(() => {
    let flat: { of: Record<string, Record<string, string>>; words: Record<string, string> } | null = null;
    return (): PreviewInput => {
      const state = editor.getSnapshot();
      const defaults = selectEditorDefaults(state);
      if (flat?.of !== defaults) flat = { of: defaults, words: flatWords(defaults) };
      const values = valuesOf(saveBar.getSnapshot().context);
      const widgets = { ...data.displays.widgets, [widget]: values[EDITOR_KEYS.display] as WidgetDisplay } as WidgetDisplays;
      const settings = previewSettings(values, selectEditorLanguage(state), flat.words, { widgets, shop_name: data.shopName, shop_domain: data.shop });
      return { widget, apiBase, shop: data.shop, settings, css: selectCleanCss(state) ?? savedCss };
    };
  }, [editor, saveBar, widget, apiBase, data, savedCss]);
  const watchPreview = useCallback(
    (changed: () => void) => {
      const drafts = saveBar.subscribe(changed);
      const words = editor.subscribe(changed);
      return () => {
        drafts.unsubscribe();
        words.unsubscribe();
      };
    },
    [saveBar, editor],
  );

  return (
    <Page title={name} backAction={{ content: t('display:title'), url: '/display' }}>
      <SaveBar actor={saveBar} canSave={valid} />
      <BlockStack gap="400">
        <Layout>
          <SaveErrorBanner actor={saveBar} />
        </Layout>
        <DisplayDraft widget={widget} saveBar={saveBar} />
        <InlineGrid columns={{ xs: 1, md: 2 }} gap="400" alignItems="start">
          <BlockStack gap="400">
            <LookSection names={look} saveBar={saveBar} />
            {cssField && <PlanGate feature="custom_css"><CssSection field={cssField} saveBar={saveBar} editor={editor} /></PlanGate>}
            <WordsDraft widget={widget} languages={data.languages} saveBar={saveBar} editor={editor} />
          </BlockStack>
          <div style={{ position: 'sticky', top: 16 }}>
            <PreviewPane read={readPreview} watch={watchPreview} minHeight={PREVIEW_MIN_HEIGHT} />
          </div>
        </InlineGrid>
      </BlockStack>
    </Page>
  );
}
