import { assign, emit, fromPromise, setup } from 'xstate';
import type { WidgetDisplayAnswer } from '../../src/contract/widgets';
import { nextToggle, pruneWanted } from './widget-display.selectors';
import { DisplayConflict, type DisplaySaveInput, type WidgetDisplayContext, type WidgetDisplayEmitted, type WidgetDisplayEvent, type WidgetDisplayInput } from './widget-display.types';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Pause after a switch before its save, so a quick off-and-on again sends nothing (ms). */
export const TOGGLE_SAVE_DELAY_MS = 250;

/**
 * The on/off switches of /display. A switch shows its new state at once (optimistic) and is saved
 * shortly after through the injected `saveDisplay`, one widget at a time with the version read last.
 * A failed save puts the switch back and keeps the toggle for Try again; a stale save (another tab
 * saved first) drops what was not saved, reads the displays again through `loadDisplays` and says so.
 */
export const widgetDisplayMachine = setup({
  types: {
    context: {} as WidgetDisplayContext,
    events: {} as WidgetDisplayEvent,
    emitted: {} as WidgetDisplayEmitted,
    input: {} as WidgetDisplayInput,
  },
  actors: {
    saveDisplay: fromPromise<WidgetDisplayAnswer, DisplaySaveInput>(() => Promise.reject(new Error('saveDisplay is not provided'))),
    loadDisplays: fromPromise<WidgetDisplayAnswer, void>(() => Promise.reject(new Error('loadDisplays is not provided'))),
  },
  delays: { saveDelay: TOGGLE_SAVE_DELAY_MS },
  guards: {
    hasWanted: ({ context }) => nextToggle(context) !== null,
    conflicted: ({ event }) => 'error' in event && event.error instanceof DisplayConflict,
    hasFailed: ({ context }) => context.failed !== null,
    reloadFailed: ({ context }) => context.reloadError !== null,
  },
  actions: {
    want: assign(({ context, event }) => {
      if (event.type !== 'widgetDisplay.toggle') return {};
      return { wanted: pruneWanted(context.saved, { ...context.wanted, [event.widget]: event.enabled }), failed: null };
    }),
    wantFailed: assign(({ context }) =>
      context.failed ? { wanted: pruneWanted(context.saved, { ...context.wanted, [context.failed.widget]: context.failed.enabled }), failed: null } : {},
    ),
    dismiss: assign({ failed: null, reloaded: false, reloadError: null }),
  },
}).createMachine({
  id: 'widgetDisplay',
  context: ({ input }) => ({ saved: input.widgets, version: input.version, wanted: {}, sending: null, failed: null, reloaded: false, reloadError: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Every switch shows what is saved; a failure or the notice of a reload may show.',
      on: {
        'widgetDisplay.toggle': { target: 'waiting', actions: 'want' },
        'widgetDisplay.retry': { guard: 'hasFailed', target: 'next', actions: 'wantFailed' },
        'widgetDisplay.dismiss': { actions: 'dismiss' },
        'widgetDisplay.reload': { guard: 'reloadFailed', target: 'reloading', actions: assign({ reloadError: null }) },
      },
    },
    waiting: {
      description: 'A switch moved: it shows its new state; the save starts after a short pause (another move restarts it).',
      always: { guard: ({ context }) => nextToggle(context) === null, target: 'idle' },
      after: { saveDelay: 'saving' },
      on: {
        'widgetDisplay.toggle': { target: 'waiting', reenter: true, actions: 'want' },
        'widgetDisplay.retry': { guard: 'hasFailed', target: 'next', actions: 'wantFailed' },
        'widgetDisplay.dismiss': { actions: 'dismiss' },
      },
    },
    saving: {
      description: 'One widget\'s display is saved with the version read last; more switches may move meanwhile (saved next).',
      entry: assign({ sending: ({ context }) => nextToggle(context) }),
      invoke: {
        src: 'saveDisplay',
        input: ({ context }) => {
          const { widget, enabled } = context.sending!;
          return { widget, display: { ...context.saved[widget], enabled }, version: context.version };
        },
        onDone: {
          target: 'next',
          actions: [
            emit(({ context }) => ({ type: 'widgetDisplay.saved' as const, ...context.sending! })),
            assign(({ context, event }) => ({
              saved: event.output.widgets,
              version: event.output.version,
              wanted: pruneWanted(event.output.widgets, context.wanted),
              sending: null,
            })),
          ],
        },
        onError: [
          {
            guard: 'conflicted',
            target: 'reloading',
            actions: assign({ wanted: {}, sending: null, failed: null, reloaded: true }),
          },
          {
            target: 'next',
            actions: assign(({ context, event }) => {
              const { widget, enabled } = context.sending!;
              const { [widget]: _dropped, ...wanted } = context.wanted;
              return { wanted, sending: null, failed: { widget, enabled, message: messageOf(event.error) } };
            }),
          },
        ],
      },
      on: {
        'widgetDisplay.toggle': { actions: 'want' },
        'widgetDisplay.dismiss': { actions: 'dismiss' },
      },
    },
    next: {
      description: 'A save ended: the next switch that moved meanwhile is saved, else nothing is left to do.',
      always: [{ guard: 'hasWanted', target: 'saving' }, { target: 'idle' }],
    },
    reloading: {
      description: 'A save was stale: the displays are read again; the switches show them once read.',
      invoke: {
        src: 'loadDisplays',
        onDone: {
          target: 'next',
          actions: assign(({ context, event }) => ({
            saved: event.output.widgets,
            version: event.output.version,
            wanted: pruneWanted(event.output.widgets, context.wanted),
          })),
        },
        onError: { target: 'idle', actions: assign(({ event }) => ({ reloadError: messageOf(event.error), wanted: {} })) },
      },
      on: { 'widgetDisplay.toggle': { actions: 'want' } },
    },
  },
});

/** The /display switches machine. */
export type WidgetDisplayMachine = typeof widgetDisplayMachine;
