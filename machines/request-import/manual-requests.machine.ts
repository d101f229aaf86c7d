import { assign, fromPromise, setup } from 'xstate';
import type { ManualRequestsPayload, ManualRequestsResult } from '../../src/contract/review-requests';
import { CsvFileProblem, checkRows, emptyRow, namesProducts, payloadOf, rowsFromCsv, sendableRows } from './manual-requests.rows';
import type {
  CatalogEntry, CsvInput, CsvTable, ManualRequestsContext, ManualRequestsEvent, ManualRequestsInput, RecipientRow, SendOutcome,
} from './manual-requests.types';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The context with new rows and their checks (against the catalogue when it is known). */
const withRows = (rows: RecipientRow[], catalog: CatalogEntry[] | null = null) => ({ rows, checks: checkRows(rows, catalog) });

/** The result of a send, its refused indexes turned back into the rows sent. */
function outcomeOf(sent: RecipientRow[], skipped: number, result: ManualRequestsResult): SendOutcome {
  return {
    scheduled: result.scheduled,
    skipped,
    refused: result.refused.flatMap(({ index, reason }) => (sent[index] ? [{ row: sent[index], reason }] : [])),
  };
}

/**
 * Review requests to customers outside the store's orders: a list typed in, read from a CSV file
 * or chosen from the store's customers is checked row by row as it changes; Send schedules the
 * rows that pass (now or at a time), the answer names each refused recipient with its reason. A
 * failed call keeps the whole list and offers Retry.
 */
export const manualRequestsMachine = setup({
  types: {
    context: {} as ManualRequestsContext,
    events: {} as ManualRequestsEvent,
    input: {} as ManualRequestsInput,
  },
  actors: {
    readCsv: fromPromise<CsvTable, { file: CsvInput }>(() => Promise.reject(new Error('readCsv is not provided'))),
    sendRequests: fromPromise<ManualRequestsResult, ManualRequestsPayload>(() => Promise.reject(new Error('sendRequests is not provided'))),
    loadCatalog: fromPromise<CatalogEntry[]>(() => Promise.reject(new Error('loadCatalog is not provided'))),
  },
  guards: {
    needsCatalog: ({ context }) => context.catalog === null && namesProducts(context.rows),
    canSend: ({ context }) =>
      sendableRows(context.rows, context.checks).length > 0 && (context.sendAt === null || Date.parse(context.sendAt) > Date.now()),
  },
}).createMachine({
  id: 'manualRequests',
  context: ({ input }) => {
    const rows = input.rows ?? (input.source === 'typed' ? [emptyRow('row-0')] : []);
    return {
      source: input.source,
      ...withRows(rows),
      nextKey: rows.length + 1,
      fileName: null,
      fileProblem: null,
      sendAt: null,
      quotaLeft: input.quotaLeft,
      outcome: null,
      error: null,
      stash: {},
      catalog: null,
    };
  },
  on: {
    'manualRequests.setQuota': { actions: assign({ quotaLeft: ({ event }) => event.quotaLeft }) },
  },
  initial: 'editing',
  states: {
    editing: {
      description: 'The list as the merchant builds it (typed rows, a read CSV, or chosen customers), each row with its check; the send time and Send.',
      on: {
        'manualRequests.useSource': {
          actions: assign(({ context, event }) => {
            if (event.source === context.source) return {};
            const kept = context.stash[event.source];
            const rows = kept?.rows ?? (event.source === 'typed' ? [emptyRow(`row-${context.nextKey}`)] : []);
            return {
              source: event.source,
              ...withRows(rows, context.catalog),
              nextKey: context.nextKey + 1,
              fileName: kept?.fileName ?? null,
              fileProblem: null,
              stash: { ...context.stash, [context.source]: { rows: context.rows, fileName: context.fileName } },
            };
          }),
        },
        'manualRequests.addRow': {
          actions: assign(({ context }) => ({ ...withRows([...context.rows, emptyRow(`row-${context.nextKey}`)], context.catalog), nextKey: context.nextKey + 1 })),
        },
        'manualRequests.removeRow': {
          actions: assign(({ context, event }) => withRows(context.rows.filter((r) => r.key !== event.key), context.catalog)),
        },
        'manualRequests.editRow': {
          actions: assign(({ context, event }) => withRows(context.rows.map((r) => (r.key === event.key ? { ...r, ...event.changes } : r)), context.catalog)),
        },
        'manualRequests.setRows': { actions: assign(({ context, event }) => withRows(event.rows, context.catalog)) },
        'manualRequests.chooseFile': { target: 'reading', actions: assign({ fileName: ({ event }) => event.name, fileProblem: null }) },
        'manualRequests.clearFile': { actions: assign({ ...withRows([]), fileName: null, fileProblem: null }) },
        'manualRequests.setSendAt': { actions: assign({ sendAt: ({ event }) => event.sendAt }) },
        'manualRequests.send': { guard: 'canSend', target: 'sending' },
      },
    },
    reading: {
      description: 'The chosen CSV file is parsed (header row: email, name, product_id, language); its rows replace the list.',
      invoke: {
        src: 'readCsv',
        input: ({ event }) => ({ file: event.type === 'manualRequests.chooseFile' ? event.file : '' }),
        onDone: {
          target: 'read',
          actions: assign(({ context, event }) => {
            const read = rowsFromCsv(event.output);
            return 'problem' in read ? { ...withRows([]), fileProblem: read.problem } : { ...withRows(read.rows, context.catalog), fileProblem: null };
          }),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({
            ...withRows([]),
            fileProblem: event.error instanceof CsvFileProblem ? event.error.problem : ('unreadable' as const),
          })),
        },
      },
    },
    read: {
      description: 'A file was read: its rows go to the list, checked against the catalogue first when they name products.',
      always: [{ guard: 'needsCatalog', target: 'catalog' }, { target: 'editing' }],
    },
    catalog: {
      description: "The store's products are read once, so each row's product is found (by id or handle) or named unknown at its row.",
      invoke: {
        src: 'loadCatalog',
        onDone: { target: 'editing', actions: assign(({ context, event }) => ({ catalog: event.output, ...withRows(context.rows, event.output) })) },
        onError: { target: 'editing' },
      },
    },
    sending: {
      description: 'The rows that pass their checks go to manual_review_requests; the list stays as it is.',
      entry: assign({ error: null }),
      invoke: {
        src: 'sendRequests',
        input: ({ context }) => payloadOf(context.source, context.rows, context.checks, context.sendAt),
        onDone: {
          target: 'done',
          actions: assign(({ context, event }) => {
            const sent = sendableRows(context.rows, context.checks);
            return { outcome: outcomeOf(sent, context.rows.length - sent.length, event.output) };
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      description: 'The call failed: its message with Retry; the list is kept and can still be edited.',
      on: {
        'manualRequests.retry': { target: 'sending' },
        'manualRequests.edit': { target: 'editing', actions: assign({ error: null }) },
      },
    },
    done: {
      description: 'The result: how many requests were scheduled and each refused recipient with its reason.',
      on: {
        'manualRequests.edit': { target: 'editing', actions: assign({ outcome: null }) },
        'manualRequests.startOver': {
          target: 'editing',
          actions: assign(({ context }) => ({
            ...withRows(context.source === 'typed' ? [emptyRow(`row-${context.nextKey}`)] : [], context.catalog),
            nextKey: context.nextKey + 1,
            fileName: null,
            fileProblem: null,
            sendAt: null,
            outcome: null,
          })),
        },
      },
    },
  },
});
