import { assign, fromPromise, setup } from 'xstate';
import type { SyncBatch, SyncPeriod, SyncPreview } from '../../src/contract/review-requests';
import { periodError } from './sync-past-orders.selectors';
import type { SyncBatchInput, SyncPastOrdersContext, SyncPastOrdersEvent } from './sync-past-orders.types';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The running counts after a finished batch (its cursor kept unless it was the last). */
const counted = (context: SyncPastOrdersContext, batch: SyncBatch): Partial<SyncPastOrdersContext> => ({
  cursor: batch.cursor ?? context.cursor,
  processed: batch.processed,
  total: batch.total,
  scheduled: context.scheduled + batch.scheduled,
  skipped: context.skipped + batch.skipped,
  batches: context.batches + 1,
});

const fresh = { cursor: undefined, processed: 0, total: 0, scheduled: 0, skipped: 0, batches: 0, stopping: false, error: null };

/**
 * Sync past orders: a period is previewed (`previewSync`), then confirmed; `syncBatch` runs again
 * and again with the cursor the last batch answered until it answers none. Cancel stops between
 * batches; a failed batch stops with its message and Retry goes on from the last finished batch's
 * cursor, so a finished batch is never sent again.
 */
export const syncPastOrdersMachine = setup({
  types: { context: {} as SyncPastOrdersContext, events: {} as SyncPastOrdersEvent },
  actors: {
    previewSync: fromPromise<SyncPreview, SyncPeriod>(() => Promise.reject(new Error('previewSync is not provided'))),
    syncBatch: fromPromise<SyncBatch, SyncBatchInput>(() => Promise.reject(new Error('syncBatch is not provided'))),
  },
  guards: {
    validPeriod: ({ event }) => event.type === 'sync.preview' && periodError(event.period) === null,
    stopping: ({ context }) => context.stopping,
  },
  actions: {
    refusePeriod: assign({ error: ({ event }) => (event.type === 'sync.preview' ? periodError(event.period) : null), preview: null }),
    takePeriod: assign(({ event }) => (event.type === 'sync.preview' ? { ...fresh, period: event.period, preview: null } : {})),
  },
}).createMachine({
  id: 'syncPastOrders',
  context: { period: null, preview: null, ...fresh },
  initial: 'choosing',
  on: {
    'sync.reset': { target: '.choosing', actions: assign({ ...fresh, period: null, preview: null }) },
  },
  states: {
    choosing: {
      description: 'The merchant chooses 30 / 60 / 90 days or a date range; a refused period shows why.',
      on: {
        'sync.preview': [
          { guard: 'validPeriod', target: 'previewing', actions: 'takePeriod' },
          { actions: 'refusePeriod' },
        ],
      },
    },
    previewing: {
      description: 'Asks how many orders, emails and how much quota the period means.',
      invoke: {
        src: 'previewSync',
        input: ({ context }) => context.period as SyncPeriod,
        onDone: { target: 'previewed', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    previewed: {
      description: 'The preview shows with Confirm; another period can be previewed instead.',
      on: {
        'sync.confirm': { target: 'running', actions: assign({ ...fresh }) },
        'sync.preview': [
          { guard: 'validPeriod', target: 'previewing', actions: 'takePeriod' },
          { target: 'choosing', actions: 'refusePeriod' },
        ],
      },
    },
    running: {
      description: 'Batches run one after another with the last cursor; the progress bar shows processed of total.',
      initial: 'batch',
      on: { 'sync.cancel': { actions: assign({ stopping: true }) } },
      states: {
        batch: {
          description: 'One batch is being scheduled by the server.',
          invoke: {
            src: 'syncBatch',
            input: ({ context }) => ({ ...(context.period as SyncPeriod), ...(context.cursor ? { cursor: context.cursor } : {}) }),
            onDone: [
              {
                guard: ({ event }) => event.output.cursor === null,
                target: '#syncPastOrders.done',
                actions: assign(({ context, event }) => counted(context, event.output)),
              },
              { guard: 'stopping', target: '#syncPastOrders.cancelled', actions: assign(({ context, event }) => counted(context, event.output)) },
              { target: 'batch', reenter: true, actions: assign(({ context, event }) => counted(context, event.output)) },
            ],
            onError: { target: '#syncPastOrders.failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
    failed: {
      description: 'A batch failed: the counts so far and the message show; Retry goes on from the last cursor.',
      on: { 'sync.retry': { target: 'running', actions: assign({ error: null, stopping: false }) } },
    },
    cancelled: {
      description: 'Stopped between batches on request: the counts so far show; it can go on from the last cursor.',
      on: { 'sync.retry': { target: 'running', actions: assign({ stopping: false }) } },
    },
    done: {
      description: 'Every batch ran: the counts show with a link to the scheduled requests.',
    },
  },
});
