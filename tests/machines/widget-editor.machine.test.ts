import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { saveBarMachine } from '../../machines/save-bar/save-bar.machine';
import { selectSaveBarError, selectSaveBarOpen, valuesOf } from '../../machines/save-bar/save-bar.selectors';
import { SaveConflict } from '../../machines/save-bar/save-bar.types';
import { widgetEditorMachine } from '../../machines/widget-editor/widget-editor.machine';
import { editorSave } from '../../machines/widget-editor/widget-editor.save';
import { previewSettings, savedCssRemovals, selectCssRemovals, selectEditorLanguage, selectWordsLoading, wordsOf } from '../../machines/widget-editor/widget-editor.selectors';
import type { CssCheck, CssField, EditorParts, LoadedWords } from '../../machines/widget-editor/widget-editor.types';
import { DEFAULT_WIDGET_DISPLAYS, type WidgetDisplay } from '../../src/contract/widgets';

const SETTINGS = { star_color: '#FFB400', reviews_per_page_number: 14, widget_title: 'Customer Reviews', reviews_css_code: '' };
const CURRENT = {
  'settings.star_color': '#FFB400',
  'settings.reviews_per_page_number': 14,
  'settings.widget_title': 'Customer Reviews',
  'settings.reviews_css_code': '',
  settingsVersion: 3,
  display: DEFAULT_WIDGET_DISPLAYS.widget,
  displayVersion: 7,
  'words.en': { 'reviews.title': 'Our reviews' },
  'wordsVersion.en': 2,
};
const EN: LoadedWords = { language: 'en', words: { 'reviews.title': 'Our reviews' }, version: 2, defaults: { reviews: { title: 'Reviews', empty: 'No reviews yet' } } };
const FR: LoadedWords = { language: 'fr', words: { 'reviews.empty': 'Rien encore' }, version: 5, defaults: { reviews: { title: 'Avis', empty: 'Aucun avis' } } };

type Call = { part: string; args: unknown[] };

/** Fake parts recording their calls; `fail` names the parts that fail once (`conflict` answers a conflict). */
function fakeParts(calls: Call[], fail: Set<string>, conflict = false): EditorParts {
  const once = (part: string) => {
    if (!fail.has(part)) return;
    fail.delete(part);
    if (conflict) throw new SaveConflict({ 'settings.star_color': '#111111', settingsVersion: 9 });
    throw new Error(`${part} store unavailable`);
  };
  return {
    saveSettings: async (patch, version) => {
      calls.push({ part: 'settings', args: [patch, version] });
      once('settings');
      const css = typeof patch.reviews_css_code === 'string' ? patch.reviews_css_code.replace(/@import[^;]*;\s*/, '') : undefined;
      const removed = css === undefined ? {} : { reviews_css_code: css === patch.reviews_css_code ? [] : [{ line: 1, column: 1, what: '@import url(x.css)', reason: 'import' as const }] };
      return { settings: { ...SETTINGS, ...patch, ...(css === undefined ? {} : { reviews_css_code: css }) }, version: (version ?? 0) + 1, cssRemoved: removed };
    },
    saveDisplay: async (widget, display, version) => {
      calls.push({ part: 'display', args: [widget, display, version] });
      once('display');
      return { display, version: (version ?? 0) + 1 };
    },
    saveWords: async (language, words, version) => {
      calls.push({ part: `words.${language}`, args: [words, version] });
      once(`words.${language}`);
      return { words, version: (version ?? 0) + 1 };
    },
  };
}

function start(opts: { fail?: string[]; conflict?: boolean; checked?: string[] } = {}) {
  const calls: Call[] = [];
  const loads: string[] = [];
  const fail = new Set(opts.fail ?? []);
  const machine = widgetEditorMachine.provide({
    actors: {
      saveBar: saveBarMachine.provide({ actors: { save: fromPromise(({ input }) => editorSave('widget', fakeParts(calls, fail, opts.conflict))(input)) } }),
      loadWords: fromPromise<LoadedWords, { language: string }>(async ({ input }) => {
        loads.push(input.language);
        if (input.language === 'fr') return FR;
        throw new Error('words unavailable');
      }),
      checkCss: fromPromise<CssCheck, { css: string; field: CssField }>(async ({ input }) => {
        opts.checked?.push(input.css);
        return { css: input.css.replace(/@import[^;]*;\s*/, ''), removed: input.css.includes('@import') ? [{ line: 1, column: 1, what: '@import url(x.css)', reason: 'import' }] : [] };
      }),
    },
    delays: { cssPause: 20 },
  });
  const editor = createActor(machine, { input: { widget: 'widget', current: CURRENT, words: EN, cssField: 'reviews_css_code' } });
  editor.start();
  const bar = editor.getSnapshot().children.saveBar as ActorRefFrom<typeof saveBarMachine>;
  const change = (key: string, value: unknown) => bar.send({ type: 'saveBar.change', key, value });
  const values = () => valuesOf(bar.getSnapshot().context);
  const settled = () => waitFor(bar, (s) => !s.matches('saving'));
  return { editor, bar, change, values, settled, calls, loads };
}

const shown: WidgetDisplay = { ...DEFAULT_WIDGET_DISPLAYS.widget, enabled: false };

describe('widget editor machine', () => {
  it('saves only what changed, one call per part, each from its version', async () => {
    const { bar, change, settled, calls, values } = start();
    change('settings.star_color', '#E11D48');
    change('settings.reviews_per_page_number', 5);
    bar.send({ type: 'saveBar.save' });
    await settled();
    expect(calls).toEqual([{ part: 'settings', args: [{ star_color: '#E11D48', reviews_per_page_number: 5 }, 3] }]);
    expect(selectSaveBarOpen(bar.getSnapshot())).toBe(false);
    expect(values()).toMatchObject({ 'settings.star_color': '#E11D48', settingsVersion: 4, displayVersion: 7 });
  });

  it('after a partial failure keeps every unsaved edit, and Try again saves only the parts that failed', async () => {
    const { bar, change, settled, calls, values } = start({ fail: ['display'] });
    change('settings.star_color', '#E11D48');
    change('display', shown);
    change('words.en', { 'reviews.title': 'What buyers say' });
    bar.send({ type: 'saveBar.save' });
    await settled();
    expect(selectSaveBarError(bar.getSnapshot())).toBe('display store unavailable');
    expect(bar.getSnapshot().context.unsaved).toEqual({ display: shown });
    expect(values()).toMatchObject({ 'settings.star_color': '#E11D48', display: shown, 'words.en': { 'reviews.title': 'What buyers say' }, settingsVersion: 4, 'wordsVersion.en': 3 });
    expect(calls.map((c) => c.part).sort()).toEqual(['display', 'settings', 'words.en']);

    calls.length = 0;
    bar.send({ type: 'saveBar.retry' });
    await settled();
    expect(calls).toEqual([{ part: 'display', args: ['widget', shown, 7] }]);
    expect(selectSaveBarOpen(bar.getSnapshot())).toBe(false);
    expect(values()).toMatchObject({ display: shown, displayVersion: 8 });
  });

  it('a stale part keeps the edits on top of the other values (the conflict choice)', async () => {
    const { bar, change, settled } = start({ fail: ['settings'], conflict: true });
    change('settings.star_color', '#E11D48');
    bar.send({ type: 'saveBar.save' });
    await settled();
    expect(bar.getSnapshot().context.conflict).toMatchObject({ 'settings.star_color': '#111111', settingsVersion: 9 });
    expect(bar.getSnapshot().context.unsaved).toEqual({ 'settings.star_color': '#E11D48' });
  });

  it("keeps each language's unsaved words while another shows, and saves every edited language", async () => {
    const { editor, bar, change, settled, calls, values, loads } = start();
    change('words.en', { 'reviews.title': 'What buyers say' });
    editor.send({ type: 'editor.language', language: 'fr' });
    expect(selectWordsLoading(editor.getSnapshot())).toBe(true);
    await waitFor(editor, (s) => !selectWordsLoading(s));
    expect(selectEditorLanguage(editor.getSnapshot())).toBe('fr');
    expect(wordsOf(values(), 'fr')).toEqual({ 'reviews.empty': 'Rien encore' });
    expect(bar.getSnapshot().context.unsaved).toEqual({ 'words.en': { 'reviews.title': 'What buyers say' } });
    change('words.fr', { 'reviews.empty': 'Pas encore d’avis', 'reviews.title': '' });
    editor.send({ type: 'editor.language', language: 'en' });
    editor.send({ type: 'editor.language', language: 'fr' });
    expect(loads).toEqual(['fr']);
    expect(wordsOf(values(), 'en')).toEqual({ 'reviews.title': 'What buyers say' });

    const fr = previewSettings(values(), 'fr', { 'reviews.title': 'Avis', 'reviews.empty': 'Aucun avis' }, { widgets: DEFAULT_WIDGET_DISPLAYS, shop_name: 'Shop', shop_domain: 'shop.example' });
    expect(fr.widgets).toBe(DEFAULT_WIDGET_DISPLAYS);
    expect(fr.words).toEqual({ 'reviews.title': 'Avis', 'reviews.empty': 'Pas encore d’avis' });
    expect(fr.words_language).toBe('fr');

    bar.send({ type: 'saveBar.save' });
    await settled();
    expect(calls.map((c) => [c.part, ...c.args]).sort()).toEqual([
      ['words.en', { 'reviews.title': 'What buyers say' }, 2],
      ['words.fr', { 'reviews.empty': 'Pas encore d’avis' }, 5],
    ]);
    expect(selectSaveBarOpen(bar.getSnapshot())).toBe(false);
  });

  it('a language that fails to load can be tried again', async () => {
    const { editor, loads } = start();
    editor.send({ type: 'editor.language', language: 'de' });
    await waitFor(editor, (s) => s.matches({ words: 'failed' }));
    expect(editor.getSnapshot().context.wordsError).toBe('de');
    editor.send({ type: 'editor.retryWords' });
    await waitFor(editor, (s) => s.matches({ words: 'failed' }));
    expect(loads).toEqual(['de', 'de']);
  });

  it('discard restores the saved settings, display and words of every language', async () => {
    const { editor, bar, change, values } = start();
    editor.send({ type: 'editor.language', language: 'fr' });
    await waitFor(editor, (s) => !selectWordsLoading(s));
    change('settings.star_color', '#E11D48');
    change('display', shown);
    change('words.fr', { 'reviews.empty': 'Pas encore' });
    change('words.en', { 'reviews.title': 'X' });
    bar.send({ type: 'saveBar.discard' });
    expect(selectSaveBarOpen(bar.getSnapshot())).toBe(false);
    expect(values()).toMatchObject({ ...CURRENT, 'words.fr': FR.words, 'wordsVersion.fr': 5 });
  });

  it('checks the custom CSS after a pause in typing, and after save shows what the server removed', async () => {
    const checked: string[] = [];
    const { editor, bar, change, settled, values } = start({ checked });
    for (const css of ['@im', '@import url(x.css);', '@import url(x.css); .a{}']) {
      change('settings.reviews_css_code', css);
      editor.send({ type: 'editor.css', css });
    }
    await waitFor(editor, (s) => s.context.cssCheck !== null);
    expect(checked).toEqual(['@import url(x.css); .a{}']);
    expect(selectCssRemovals(editor.getSnapshot()).map((r) => r.reason)).toEqual(['import']);

    bar.send({ type: 'saveBar.save' });
    await settled();
    expect(values()['settings.reviews_css_code']).toBe('.a{}');
    expect(savedCssRemovals(values(), 'reviews_css_code').map((r) => r.reason)).toEqual(['import']);
    // What was sent came back sanitised: saved, not an edit.
    expect(selectSaveBarOpen(bar.getSnapshot())).toBe(false);
  });
});
