import { assign, fromPromise, setup } from 'xstate';
import { afterSave, applyChange, hasUnsaved } from './save-bar.selectors';
import { SaveConflict, SavedInPart, type SaveBarContext, type SaveBarEvent, type SettingValues } from './save-bar.types';

/** What the injected save gets: the unsaved settings and the saved values they change. */
export interface SaveInput {
  unsaved: SettingValues;
  current: SettingValues;
}

const editing = {
  'saveBar.change': { actions: 'change' },
  'saveBar.load': { actions: 'load' },
  'saveBar.merge': { actions: 'merge' },
} as const;

/**
 * The save bar of a settings screen: tracks unsaved settings, shows 'Unsaved Changes' with
 * Save and Discard, runs the screen's save, and keeps every edit when a save fails (Retry saves
 * them again). A stale save (saved elsewhere since) makes the other values the saved ones and
 * keeps every edit on top: keep mine saves the edits over them, take theirs drops the edits.
 */
export const saveBarMachine = setup({
  types: { context: {} as SaveBarContext, events: {} as SaveBarEvent, input: {} as { current?: SettingValues } | undefined },
  actors: {
    save: fromPromise<SettingValues | void, SaveInput>(() => Promise.reject(new Error('save is not provided'))),
  },
  actions: {
    change: assign({
      unsaved: ({ context, event }) => (event.type === 'saveBar.change' ? applyChange(context, event.key, event.value) : context.unsaved),
      error: null,
    }),
    merge: assign(({ event, context }) => (event.type === 'saveBar.merge' ? afterSave(context, {}, event.values) : context)),
    load: assign(({ event, context }) => (event.type === 'saveBar.load' ? { current: event.values, unsaved: {}, error: null, conflict: null } : context)),
  },
  guards: {
    visible: ({ context }) => context.forced ?? hasUnsaved(context),
    hidden: ({ context }) => !(context.forced ?? hasUnsaved(context)),
    canSave: ({ context }) => hasUnsaved(context),
    conflicted: ({ event }) => 'error' in event && event.error instanceof SaveConflict,
    savedInPart: ({ event }) => 'error' in event && event.error instanceof SavedInPart,
  },
}).createMachine({
  id: 'saveBar',
  context: ({ input }) => ({ current: input?.current ?? {}, unsaved: {}, sending: {}, forced: null, error: null, conflict: null }),
  initial: 'closed',
  on: {
    'saveBar.show': { actions: assign({ forced: true }) },
    'saveBar.hide': { actions: assign({ forced: false }) },
    'saveBar.toggle': { actions: assign({ forced: ({ context }) => !(context.forced ?? hasUnsaved(context)) }) },
  },
  states: {
    closed: {
      description: 'Nothing unsaved (or hidden on purpose): no save bar; a conflict whose edits matched theirs can still be dismissed.',
      always: { guard: 'visible', target: 'open' },
      on: { ...editing, 'saveBar.takeTheirs': { actions: assign({ conflict: null }) } },
    },
    open: {
      description: "Shows 'Unsaved Changes' with Save and Discard.",
      always: { guard: 'hidden', target: 'closed' },
      on: {
        ...editing,
        'saveBar.save': { guard: 'canSave', target: 'saving' },
        'saveBar.retry': { guard: 'canSave', target: 'saving' },
        'saveBar.keepMine': { guard: 'canSave', target: 'saving' },
        'saveBar.discard': { actions: assign({ unsaved: {}, error: null, conflict: null, forced: null }) },
        'saveBar.takeTheirs': { actions: assign({ unsaved: {}, error: null, conflict: null, forced: null }) },
        'saveBar.dismissError': { actions: assign({ error: null }) },
      },
    },
    saving: {
      description: "Runs the screen's save; Save shows loading, and edits made meanwhile stay unsaved.",
      entry: assign({ sending: ({ context }) => context.unsaved }),
      on: { 'saveBar.change': { actions: 'change' }, 'saveBar.merge': { actions: 'merge' } },
      invoke: {
        src: 'save',
        input: ({ context }) => ({ unsaved: context.sending, current: context.current }),
        onDone: {
          target: 'closed',
          actions: assign(({ context, event }) => ({
            ...afterSave(context, context.sending, event.output ?? {}),
            sending: {},
            error: null,
            conflict: null,
            forced: null,
          })),
        },
        onError: [
          {
            // Stale: their values become the saved ones (with their version), every edit stays unsaved on top.
            guard: 'conflicted',
            target: 'open',
            actions: assign(({ context, event }) => {
              const theirs = (event.error as SaveConflict).theirs;
              return { ...afterSave(context, {}, theirs), sending: {}, error: null, conflict: theirs };
            }),
          },
          {
            // Some parts saved: they become the saved values; the rest stays unsaved for Retry.
            guard: 'savedInPart',
            target: 'open',
            actions: assign(({ context, event }) => {
              const { sent, saved, message } = event.error as SavedInPart;
              return { ...afterSave({ current: context.current, unsaved: context.unsaved }, sent, saved), sending: {}, error: message, conflict: null };
            }),
          },
          {
            target: 'open',
            actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)), conflict: null }),
          },
        ],
      },
    },
  },
});
