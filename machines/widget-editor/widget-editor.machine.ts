import { assign, fromPromise, sendTo, setup } from 'xstate';
import { saveBarMachine } from '../save-bar/save-bar.machine';
import {
  wordsKey,
  wordsVersionKey,
  type CssCheck,
  type CssField,
  type LoadedWords,
  type WidgetEditorContext,
  type WidgetEditorEvent,
  type WidgetEditorInput,
} from './widget-editor.types';

const cssOf = (context: Pick<WidgetEditorContext, 'current' | 'cssField'>): string =>
  context.cssField ? String(context.current[`settings.${context.cssField}`] ?? '') : '';

/**
 * One storefront widget's page: its save bar (a child: the settings, the display and the words of
 * every edited language, each language's unsaved words kept while another shows), the words of the
 * language shown (loaded the first time it is chosen) and the check of the custom CSS as it is typed
 * (after a pause: what sanitising removes, and the sanitised CSS the preview uses).
 */
export const widgetEditorMachine = setup({
  types: {
    context: {} as WidgetEditorContext,
    events: {} as WidgetEditorEvent,
    input: {} as WidgetEditorInput,
    children: {} as { saveBar: 'saveBar' },
  },
  actors: {
    /** The page's save bar, provided with the page's save (see editorSave). */
    saveBar: saveBarMachine,
    loadWords: fromPromise<LoadedWords, { language: string }>(() => Promise.reject(new Error('loadWords is not provided'))),
    checkCss: fromPromise<CssCheck, { css: string; field: CssField }>(() => Promise.reject(new Error('checkCss is not provided'))),
  },
  delays: { cssPause: 250 },
  guards: {
    loaded: ({ context, event }) => event.type === 'editor.language' && event.language in context.defaults,
    hasCss: ({ context }) => context.cssField !== null && cssOf(context).trim() !== '',
  },
}).createMachine({
  id: 'widgetEditor',
  context: ({ input }) => ({
    widget: input.widget,
    current: input.current,
    cssField: input.cssField,
    language: input.words.language,
    defaults: { [input.words.language]: input.words.defaults },
    wordsError: null,
    cssDraft: input.cssField ? String(input.current[`settings.${input.cssField}`] ?? '') : '',
    cssCheck: null,
  }),
  invoke: { id: 'saveBar', src: 'saveBar', input: ({ context }) => ({ current: context.current }) },
  type: 'parallel',
  states: {
    words: {
      description: "The shown language's words.",
      initial: 'ready',
      states: {
        ready: {
          description: 'The words of the shown language are loaded.',
          on: {
            'editor.language': [
              { guard: 'loaded', actions: assign({ language: ({ event }) => event.language, wordsError: null }) },
              { target: 'loading', actions: assign({ language: ({ event }) => event.language, wordsError: null }) },
            ],
          },
        },
        loading: {
          description: "Loads the chosen language's words; their fields show as skeletons.",
          on: { 'editor.language': { target: 'loading', reenter: true, actions: assign({ language: ({ event }) => event.language }) } },
          invoke: {
            src: 'loadWords',
            input: ({ context }) => ({ language: context.language }),
            onDone: {
              target: 'ready',
              actions: [
                assign({ defaults: ({ context, event }) => ({ ...context.defaults, [event.output.language]: event.output.defaults }) }),
                sendTo('saveBar', ({ event }) => ({
                  type: 'saveBar.merge' as const,
                  values: { [wordsKey(event.output.language)]: event.output.words, [wordsVersionKey(event.output.language)]: event.output.version },
                })),
              ],
            },
            onError: { target: 'failed', actions: assign({ wordsError: ({ context }) => context.language }) },
          },
        },
        failed: {
          description: "The chosen language's words failed to load: a retry, or another language.",
          on: {
            'editor.retryWords': { target: 'loading', actions: assign({ wordsError: null }) },
            'editor.language': [
              { guard: 'loaded', target: 'ready', actions: assign({ language: ({ event }) => event.language, wordsError: null }) },
              { target: 'loading', actions: assign({ language: ({ event }) => event.language, wordsError: null }) },
            ],
          },
        },
      },
    },
    css: {
      description: 'The check of the custom CSS as it is typed.',
      initial: 'start',
      on: { 'editor.css': { target: '.waiting', reenter: true, actions: assign({ cssDraft: ({ event }) => event.css }) } },
      states: {
        start: { description: 'Checks the saved CSS once, if any.', always: [{ guard: 'hasCss', target: 'checking' }, { target: 'idle' }] },
        idle: { description: 'The last check is up to date.' },
        waiting: { description: 'Typing: checks after a pause.', after: { cssPause: 'checking' } },
        checking: {
          description: 'Sanitises the draft CSS (in a chunk loaded on demand).',
          invoke: {
            src: 'checkCss',
            input: ({ context }) => ({ css: context.cssDraft, field: context.cssField ?? 'reviews_css_code' }),
            onDone: { target: 'idle', actions: assign({ cssCheck: ({ event }) => event.output }) },
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});
