import { assign, fromPromise, setup } from 'xstate';
import type { WalkthroughContext, WalkthroughEvent } from './guide-walkthrough.types';
import { GUIDE_STEPS } from '../../src/contract/constants';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The first-run /guide page: one step at a time (back, next or skip), then Finish marks the
 * install complete and ends; a failed finish stays on the last step with the message.
 * The steps' done flags come from the setup-guide machine.
 */
export const guideWalkthroughMachine = setup({
  types: { context: {} as WalkthroughContext, events: {} as WalkthroughEvent },
  actors: {
    completeInstall: fromPromise<void>(() => Promise.reject(new Error('completeInstall is not provided'))),
  },
  actions: {
    /** Tells the session the guide is done. */
    guideDone: () => undefined,
  },
  guards: {
    hasNext: ({ context }) => context.index < context.total - 1,
    hasPrevious: ({ context }) => context.index > 0,
    onLast: ({ context }) => context.index === context.total - 1,
  },
}).createMachine({
  id: 'guideWalkthrough',
  context: { index: 0, total: GUIDE_STEPS.length, error: null },
  initial: 'walking',
  states: {
    walking: {
      description: 'Shows one step with its action, Back and Next (or Skip); Finish on the last step.',
      on: {
        'walkthrough.next': { guard: 'hasNext', actions: assign({ index: ({ context }) => context.index + 1 }) },
        'walkthrough.back': { guard: 'hasPrevious', actions: assign({ index: ({ context }) => context.index - 1 }) },
        'walkthrough.finish': { guard: 'onLast', target: 'finishing' },
        'walkthrough.dismissError': { actions: assign({ error: null }) },
      },
    },
    finishing: {
      description: 'Marks the install complete on the server; Finish shows loading.',
      entry: assign({ error: null }),
      invoke: {
        src: 'completeInstall',
        onDone: { target: 'finished', actions: 'guideDone' },
        onError: { target: 'walking', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    finished: {
      type: 'final',
      description: 'The guide is done; the page goes to the dashboard.',
    },
  },
});
