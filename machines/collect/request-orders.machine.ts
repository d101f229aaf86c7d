import { assign, emit, fromPromise, setup } from 'xstate';
import type { RequestActionPayload, RequestActionResult } from '../../src/contract/review-requests';
import { payloadOf } from './request-orders.selectors';
import type { RequestOrdersContext, RequestOrdersEmitted, RequestOrdersEvent } from './request-orders.types';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The actions of /collect/orders: the selection of requests, one action at a time (send now,
 * cancel, reschedule) through the injected `requestAction`, then the list refreshed through the
 * injected `refresh`. The outcome names how many changed and each refused request with its reason;
 * a failed action keeps the selection and can be sent again.
 */
export const requestOrdersMachine = setup({
  types: {
    context: {} as RequestOrdersContext,
    events: {} as RequestOrdersEvent,
    emitted: {} as RequestOrdersEmitted,
  },
  actors: {
    requestAction: fromPromise<RequestActionResult, RequestActionPayload>(() => Promise.reject(new Error('requestAction is not provided'))),
    refresh: fromPromise<void, void>(() => Promise.resolve()),
  },
  guards: {
    actionable: ({ context, event }) => event.type === 'orders.act' && payloadOf(context, event) !== null,
    hasPending: ({ context }) => context.pending !== null,
  },
  actions: {
    prepare: assign({
      pending: ({ context, event }) => (event.type === 'orders.act' ? payloadOf(context, event) : context.pending),
      error: null,
      outcome: null,
    }),
  },
}).createMachine({
  id: 'requestOrders',
  context: { selectedIds: [], pending: null, outcome: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The list shows; rows can be selected and an action started (the outcome or error of the last one shows).',
      on: {
        'orders.select': { actions: assign({ selectedIds: ({ event }) => [...new Set(event.ids)] }) },
        'orders.clearSelection': { actions: assign({ selectedIds: [] }) },
        'orders.act': { guard: 'actionable', target: 'acting', actions: 'prepare' },
        'orders.retry': { guard: 'hasPending', target: 'acting', actions: assign({ error: null }) },
        'orders.dismiss': { actions: assign({ outcome: null, error: null }) },
      },
    },
    acting: {
      description: 'The action is sent; its rows and the bulk bar show loading, and no other action starts.',
      invoke: {
        src: 'requestAction',
        input: ({ context }) => context.pending as RequestActionPayload,
        onDone: {
          target: 'refreshing',
          actions: assign(({ context, event }) => {
            const refused = new Set(event.output.refused.map((r) => r.id));
            return {
              outcome: { action: context.pending!.action, updated: event.output.updated.length, refused: event.output.refused },
              // Refused requests stay selected, so the merchant can see them and try something else.
              selectedIds: context.selectedIds.filter((id) => refused.has(id)),
              pending: null,
            };
          }),
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    refreshing: {
      description: 'The action is done; the list is loaded again so every row shows its new status.',
      invoke: {
        src: 'refresh',
        onDone: { target: 'idle', actions: emit(({ context }) => ({ type: 'orders.acted' as const, outcome: context.outcome! })) },
        onError: { target: 'idle', actions: emit(({ context }) => ({ type: 'orders.acted' as const, outcome: context.outcome! })) },
      },
    },
  },
});
