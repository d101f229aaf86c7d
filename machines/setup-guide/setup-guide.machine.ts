import { assign, fromPromise, setup } from 'xstate';
import type { GuideFlags, GuideStep } from '../../src/contract/dashboard';
import type { GuideContext, GuideEvent, GuideInput } from './setup-guide.types';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * The dashboard's setup guide: six steps completed from server flags, the first incomplete one
 * open, a collapsible card, and dismissal that saves hide_setup_guide = 1.
 */
export const setupGuideMachine = setup({
  types: { context: {} as GuideContext, events: {} as GuideEvent, input: {} as GuideInput | undefined },
  actors: {
    loadFlags: fromPromise<GuideFlags>(notProvided('loadFlags')),
    completeStep: fromPromise<GuideFlags, { step: GuideStep }>(notProvided('completeStep')),
    dismiss: fromPromise<void>(notProvided('dismiss')),
  },
  guards: { startsHidden: ({ context }) => context.hidden === true, hasFlags: ({ context }) => context.flags !== null },
}).createMachine({
  id: 'setupGuide',
  context: ({ input }) => ({ flags: input?.flags ?? null, collapsed: input?.collapsed ?? false, openStep: null, error: null, hidden: input?.hidden ?? false }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Hidden for good when the shop dismissed it (hide_setup_guide = 1); shown at once with flags read ahead (the page\'s first round).',
      always: [{ guard: 'startsHidden', target: 'hidden' }, { guard: 'hasFlags', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      description: 'Reads the step flags.',
      invoke: {
        src: 'loadFlags',
        onDone: { target: 'ready', actions: assign({ flags: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => String((event.error as Error)?.message ?? event.error) }) },
      },
    },
    failed: {
      description: 'The flags could not load; the card offers to retry.',
      on: { 'guide.retry': 'loading' },
    },
    ready: {
      description: 'Shows the steps with the progress bar.',
      initial: 'idle',
      on: {
        'guide.toggle': { actions: assign({ collapsed: ({ context }) => !context.collapsed }) },
        'guide.openStep': { actions: assign({ openStep: ({ event }) => event.step, collapsed: false }) },
        'guide.reload': '.reloading',
      },
      states: {
        idle: {
          description: 'Waiting for the merchant.',
          on: {
            'guide.complete': 'completing',
            'guide.dismiss': '#setupGuide.dismissing',
          },
        },
        completing: {
          description: 'Marks a step done on the server (its button was used).',
          entry: assign({
            flags: ({ context, event }) =>
              context.flags && event.type === 'guide.complete' ? { ...context.flags, [event.step]: 1 } : context.flags,
            openStep: null,
          }),
          invoke: {
            src: 'completeStep',
            input: ({ event }) => ({ step: (event as Extract<GuideEvent, { type: 'guide.complete' }>).step }),
            onDone: { target: 'idle', actions: assign({ flags: ({ event }) => event.output, error: null }) },
            onError: { target: 'reloading', actions: assign({ error: ({ event }) => String((event.error as Error)?.message ?? event.error) }) },
          },
        },
        reloading: {
          description: 'Reads the flags again (after a failed step or when the page comes back).',
          invoke: {
            src: 'loadFlags',
            onDone: { target: 'idle', actions: assign({ flags: ({ event }) => event.output }) },
            onError: { target: 'idle' },
          },
        },
      },
    },
    dismissing: {
      description: 'Saves hide_setup_guide = 1.',
      invoke: {
        src: 'dismiss',
        onDone: 'hidden',
        onError: { target: 'ready', actions: assign({ error: ({ event }) => String((event.error as Error)?.message ?? event.error) }) },
      },
    },
    hidden: { description: 'Dismissed: not shown.', type: 'final' },
  },
});
