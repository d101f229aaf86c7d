import { Banner, BlockStack, InlineGrid, Layout, Page } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  flatWords,
  previewSettings,
  savedCssRemovals,
  selectCleanCss,
  selectCssRemovals,
  selectEditorDefaults,
  selectEditorLanguage,
  selectWordsError,
  selectWordsLoading,
  wordsOf,
} from '../../../machines/widget-editor/widget-editor.selectors';
import { EDITOR_KEYS, settingKey, wordsKey } from '../../../machines/widget-editor/widget-editor.types';
import { useRuntime } from '../../app/runtime-context';
import { WIDGET_WORD_GROUPS_OF } from '../../contract/widget-words';
import type { StorefrontWidget, WidgetDisplay } from '../../contract/widgets';
import type { PreviewInput } from '../../storefront/preview';
import { SaveBar } from '../../ui/SaveBar';
import { SaveErrorBanner } from '../../ui/SaveErrorBanner';
import { usePageTitle } from '../../ui/use-page-title';
import { CssSection } from './CssSection';
import { DisplaySection } from './DisplaySection';
import { PREVIEW_MIN_HEIGHT } from './EditorSkeleton';
import { editorValues } from './editor-parts';
import { LookSection } from './LookSection';
import { CSS_FIELD_OF, LOOK_OF, lookError } from './look-fields';
import { PreviewPane } from './PreviewPane';
import { useWidgetEditor } from './use-widget-editor';
import type { WidgetEditorData } from './widget-editor.loader';
import { WordsPanel } from './WordsPanel';

const NO_ERRORS: Partial<Record<string, string>> = {};

/**
 * One storefront widget's page: on/off and places at the top, the settings form on one side and
 * the live preview (drawn by the storefront script, desktop or phone) on the other, stacked on
 * narrow screens; one Save writes what changed.
 */
export function WidgetEditor({ widget, data }: { widget: StorefrontWidget; data: WidgetEditorData }) {
  const { t } = useTranslation(['display', 'common']);
  const runtime = useRuntime();
  const name = t(`display:editor.names.${widget}`);
  usePageTitle(name);
  const cssField = CSS_FIELD_OF[widget] ?? null;
  const current = useMemo(() => editorValues(widget, data.settings, data.displays, data.words), [widget, data]);
  const onSaved = useCallback(() => runtime.toasts.send({ type: 'toast.show', toast: { content: t('display:editor.saved') } }), [runtime, t]);
  const { editor, saveBar, values } = useWidgetEditor(runtime, widget, current, data.words, cssField, onSaved);
  const language = useSelector(editor, selectEditorLanguage);
  const defaults = useSelector(editor, selectEditorDefaults);
  const wordsLoading = useSelector(editor, selectWordsLoading);
  const wordsError = useSelector(editor, selectWordsError);
  const pendingCss = useSelector(editor, selectCssRemovals);
  const cleanCss = useSelector(editor, selectCleanCss);

  const setSetting = useCallback((key: string, value: unknown) => saveBar.send({ type: 'saveBar.change', key: settingKey(key), value }), [saveBar]);
  // The CSS shown (typed, discarded or saved in its sanitised form) is what the check looks at.
  const cssValue = cssField ? String(values[settingKey(cssField)] ?? '') : '';
  const checked = useRef(cssValue);
  useEffect(() => {
    if (checked.current === cssValue) return;
    checked.current = cssValue;
    editor.send({ type: 'editor.css', css: cssValue });
  }, [editor, cssValue]);
  const setDisplay = useCallback((next: WidgetDisplay) => saveBar.send({ type: 'saveBar.change', key: EDITOR_KEYS.display, value: next }), [saveBar]);
  const setWords = useCallback((next: Record<string, string>) => saveBar.send({ type: 'saveBar.change', key: wordsKey(language), value: next }), [saveBar, language]);
  const setLanguage = useCallback((next: string) => editor.send({ type: 'editor.language', language: next }), [editor]);

  const look = LOOK_OF[widget];
  const errors = useMemo(() => {
    const found: Partial<Record<string, string>> = {};
    for (const key of cssField ? [...look, cssField] : look) {
      const error = lookError(key, values[settingKey(key)]);
      if (error) found[key] = error;
    }
    return Object.keys(found).length > 0 ? found : NO_ERRORS;
  }, [look, cssField, values]);
  const valueOf = useCallback((key: string) => values[settingKey(key)], [values]);

  const flatDefaults = useMemo(() => flatWords(defaults), [defaults]);
  const savedCss = cssField ? String(current[settingKey(cssField)] ?? '') : '';
  const preview = useMemo<PreviewInput>(
    () => ({ widget, apiBase: runtime.config.apiBase, shop: data.shop, settings: previewSettings(values, language, flatDefaults), css: cleanCss ?? savedCss }),
    [widget, runtime.config.apiBase, data.shop, values, language, flatDefaults, cleanCss, savedCss],
  );

  return (
    <Page title={name} backAction={{ content: t('display:title'), url: '/display' }}>
      <SaveBar actor={saveBar} canSave={errors === NO_ERRORS} />
      <BlockStack gap="400">
        <Layout>
          <SaveErrorBanner actor={saveBar} />
        </Layout>
        <DisplaySection widget={widget} display={values[EDITOR_KEYS.display] as WidgetDisplay} onChange={setDisplay} />
        <InlineGrid columns={{ xs: 1, md: 2 }} gap="400" alignItems="start">
          <BlockStack gap="400">
            <LookSection names={look} value={valueOf} errors={errors} onChange={setSetting} />
            {cssField && (
              <CssSection
                field={cssField}
                value={cssValue}
                error={errors[cssField] ? t(`display:${errors[cssField]}`) : undefined}
                pending={pendingCss}
                saved={savedCssRemovals(values, cssField)}
                onChange={setSetting}
              />
            )}
            {wordsError && (
              <Banner tone="critical" title={t('display:editor.words.failed')} action={{ content: t('common:errors.tryAgain'), onAction: () => editor.send({ type: 'editor.retryWords' }) }} />
            )}
            <WordsPanel
              groups={WIDGET_WORD_GROUPS_OF[widget]}
              languages={data.languages}
              language={language}
              onLanguageChange={setLanguage}
              defaults={defaults}
              value={wordsOf(values, language)}
              onChange={setWords}
              errors={NO_ERRORS}
              loading={wordsLoading}
            />
          </BlockStack>
          <div style={{ position: 'sticky', top: 16 }}>
            <PreviewPane input={preview} minHeight={PREVIEW_MIN_HEIGHT} />
          </div>
        </InlineGrid>
      </BlockStack>
    </Page>
  );
}
