import { assign, setup } from 'xstate';

export type LoadingEvent = { type: 'loading.start' } | { type: 'loading.stop' } | { type: 'loading.toggle'; on: boolean };

/** The page's loading overlay: on while any work that asked for it is running. */
export const loadingOverlayMachine = setup({
  types: { context: {} as { count: number }, events: {} as LoadingEvent },
  guards: { busy: ({ context }) => context.count > 0, idle: ({ context }) => context.count === 0 },
}).createMachine({
  id: 'loadingOverlay',
  context: { count: 0 },
  initial: 'hidden',
  on: {
    'loading.start': { actions: assign({ count: ({ context }) => context.count + 1 }) },
    'loading.stop': { actions: assign({ count: ({ context }) => Math.max(0, context.count - 1) }) },
    'loading.toggle': { actions: assign({ count: ({ event }) => (event.on ? 1 : 0) }) },
  },
  states: {
    hidden: { description: 'Nothing is loading.', always: { guard: 'busy', target: 'shown' } },
    shown: { description: 'The overlay covers the page.', always: { guard: 'idle', target: 'hidden' } },
  },
});
