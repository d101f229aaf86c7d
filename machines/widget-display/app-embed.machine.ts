import { assign, fromPromise, setup } from 'xstate';
import type { AppEmbedContext, AppEmbedEvent, AppEmbedStatus } from './app-embed.types';

/**
 * The theme app embed: on or off as startup read it. While off, the page becoming visible again
 * (back from the theme editor's tab) reads the status through the injected `checkStatus`; once on
 * it stays on. A failed check leaves it off for the next time.
 */
export const appEmbedMachine = setup({
  types: {
    context: {} as AppEmbedContext,
    events: {} as AppEmbedEvent,
    input: {} as AppEmbedStatus,
  },
  actions: {
    keepUrl: assign(({ context, event }) => ('output' in event ? { url: (event.output as AppEmbedStatus).url || context.url } : {})),
  },
  actors: {
    checkStatus: fromPromise<AppEmbedStatus, void>(() => Promise.reject(new Error('checkStatus is not provided'))),
  },
}).createMachine({
  id: 'appEmbed',
  context: ({ input }) => ({ url: input.url, startedOn: input.app_embeds_enabled, again: false }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Picks the state startup read.',
      always: [{ guard: ({ context }) => context.startedOn, target: 'on' }, { target: 'off' }],
    },
    off: {
      description: 'The embed is off: the banner shows (unless dismissed) and waits for the page to become visible again.',
      on: { 'appEmbed.visible': 'checking' },
    },
    checking: {
      description: 'The status is read again; the banner stays until it says on. Visible again meanwhile: read once more afterwards.',
      entry: assign({ again: false }),
      on: { 'appEmbed.visible': { actions: assign({ again: true }) } },
      invoke: {
        src: 'checkStatus',
        onDone: [
          { guard: ({ event }) => event.output.app_embeds_enabled, target: 'on' },
          { guard: ({ context }) => context.again, target: 'checking', reenter: true, actions: 'keepUrl' },
          { target: 'off', actions: 'keepUrl' },
        ],
        onError: [{ guard: ({ context }) => context.again, target: 'checking', reenter: true }, { target: 'off' }],
      },
    },
    on: {
      description: 'The embed is on: no banner; /display shows it quietly.',
    },
  },
});
