import { assign, fromPromise, setup } from 'xstate';
import { languageFromId } from '../../src/lib/languages';
import type { LanguageCode } from '../../src/contract/constants';
import type { StartupContext, StartupData, StartupEvent } from './startup.types';

/** The language after load: backend_lang when it names a supported language, else en. */
export function startupLanguage(data: StartupData): LanguageCode {
  return languageFromId(data.shopConfig.backend_lang);
}

/** Kinds of API error whose message is meant for the merchant (the server's own message, or the network's). */
const MESSAGE_KINDS: readonly string[] = ['business', 'network', 'timeout', 'auth', 'http'];

/**
 * True when the error carries a message for the merchant; false for an answer that does not match
 * its contract (kind `format`) or any other fault (a program error's text is not shown).
 */
export function isServerMessage(error: unknown): boolean {
  const kind = error && typeof error === 'object' ? (error as { kind?: unknown }).kind : undefined;
  return typeof kind === 'string' && MESSAGE_KINDS.includes(kind);
}

/**
 * Startup of a signed-in page: loading until every startup call has finished, then ready;
 * a failed call leaves it in failed with the message, and retry loads again. One per page.
 */
export const startupMachine = setup({
  types: { context: {} as StartupContext, events: {} as StartupEvent },
  actors: {
    loadStartup: fromPromise<StartupData>(() => Promise.reject(new Error('loadStartup is not provided'))),
  },
}).createMachine({
  id: 'startup',
  context: { data: null, language: 'en', error: null, unreadable: false, attempts: 0 },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing loaded yet; waits for a signed-in page to start it.',
      on: { 'startup.start': 'loading' },
    },
    loading: {
      description: 'Every startup call in flight; the page shows the connecting spinner. A reload asked for meanwhile starts the calls again, so data changed by the asker (a plan just confirmed) is not missed.',
      on: { 'startup.reload': { target: 'loading', reenter: true } },
      entry: assign({ attempts: ({ context }) => context.attempts + 1, error: null, unreadable: false }),
      invoke: {
        src: 'loadStartup',
        onDone: {
          target: 'ready',
          actions: assign({ data: ({ event }) => event.output, language: ({ event }) => startupLanguage(event.output) }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
            unreadable: ({ event }) => !isServerMessage(event.error),
          }),
        },
      },
    },
    ready: {
      description: 'Shop, plan, config and settings are known; screens render.',
      on: {
        'startup.reload': 'loading',
        'startup.configSaved': {
          actions: assign(({ context, event }) => {
            if (!context.data) return {};
            const data = { ...context.data, shopConfig: event.shopConfig };
            return { data, language: startupLanguage(data) };
          }),
        },
        'startup.settingsSaved': {
          actions: assign(({ context, event }) => (context.data ? { data: { ...context.data, userSettings: event.userSettings } } : {})),
        },
      },
    },
    failed: {
      description: 'A startup call failed; the error banner offers to try again.',
      on: { 'startup.retry': 'loading' },
    },
  },
});
