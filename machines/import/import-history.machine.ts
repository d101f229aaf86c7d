import { assign, fromPromise, setup } from 'xstate';
import type { ImportSummary } from '../../src/contract/imports';
import type { ImportHistoryContext, ImportHistoryEvent } from './import-history.types';

/** The shop's past imports for the /import hub: loads once, keeps the error for a retry. */
export const importHistoryMachine = setup({
  types: { context: {} as ImportHistoryContext, events: {} as ImportHistoryEvent },
  actors: {
    listImports: fromPromise<ImportSummary[]>(() => Promise.reject(new Error('listImports is not provided'))),
  },
}).createMachine({
  id: 'importHistory',
  context: { items: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Fetching the list of imports.',
      invoke: {
        src: 'listImports',
        onDone: { target: 'loaded', actions: assign({ items: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
      },
    },
    loaded: {
      description: 'The list (possibly empty) is shown.',
      on: { 'importHistory.reload': 'loading' },
    },
    failed: {
      description: 'Loading failed; the error banner offers a retry.',
      on: { 'importHistory.retry': 'loading' },
    },
  },
});
