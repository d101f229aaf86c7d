import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { DEBOUNCE_MS } from '../../src/lib/constants';
import {
  attachItems,
  classifyPage,
  initialSelection,
  pageRequest,
  pickerResult,
  selectionLimit,
  isProduct,
  toggleItem,
  toggleVariant,
  type PageOutcome,
} from './resource-picker.selectors';
import type { PageRequest, StorePage } from '../../src/contract/store';
import { PICKER_EXPIRED, PICKER_MESSAGES, type PickerContext, type PickerEmitted, type PickerEvent } from './resource-picker.types';

const EMPTY: PickerContext = {
  options: { type: 'product' },
  keyword: '',
  items: [],
  hasNextPage: false,
  endCursor: null,
  total: 0,
  selection: {},
  rerun: false,
  error: null,
  currencyFormat: null,
  fetched: null,
};

/** The outcome of the answer waiting in context (a rejected request is a network failure). */
function outcomeOf(ctx: PickerContext): PageOutcome {
  const page = ctx.fetched?.page;
  return page ? classifyPage(page, ctx.options.type) : { kind: 'error', message: PICKER_MESSAGES.network };
}

/**
 * The product and collection picker (SPEC §2, §4, §5, §8): opens on a show event, fetches one
 * page at a time (a request during a fetch runs once more afterwards), debounces search,
 * keeps the selection across searches, and returns the selection on Select or null on Cancel.
 */
export const resourcePickerMachine = setup({
  types: { context: {} as PickerContext, events: {} as PickerEvent, emitted: {} as PickerEmitted },
  actors: {
    fetchPage: fromPromise<StorePage, PageRequest>(() => Promise.reject(new Error('fetchPage is not provided'))),
  },
  actions: {
    select: assign(({ context, event }) => {
      const limit = selectionLimit(context.options.multiple);
      if (event.type === 'picker.toggle') {
        const item = context.items.find((i) => i.id === event.id) ?? context.selection[event.id]?.item;
        return item ? { selection: toggleItem(context.selection, item, limit) } : {};
      }
      if (event.type === 'picker.toggleVariant') {
        const product = context.items.find((i) => i.id === event.productId) ?? context.selection[event.productId]?.item;
        return product && isProduct(product) ? { selection: toggleVariant(context.selection, product, event.variantId, limit) } : {};
      }
      return {};
    }),
    queueRerun: assign({ rerun: true }),
    takeKeyword: assign({ keyword: ({ context, event }) => (event.type === 'picker.search' ? event.keyword : context.keyword) }),
  },
  guards: {
    rerunQueued: ({ context }) => context.rerun,
    canConfirm: ({ context }) => Object.keys(context.selection).length > 0,
    hasMore: ({ context }) => context.hasNextPage,
    failed: ({ context }) => context.error !== null,
  },
  delays: { debounce: DEBOUNCE_MS },
}).createMachine({
  id: 'resourcePicker',
  context: EMPTY,
  initial: 'closed',
  states: {
    closed: {
      description: 'Not shown.',
      on: {
        'picker.open': {
          target: 'open',
          actions: assign(({ event }) => ({ ...EMPTY, options: event.options, selection: initialSelection(event.options) })),
        },
      },
    },
    open: {
      description: 'The modal is shown; selection works in every sub-state.',
      initial: 'loading',
      on: {
        'picker.toggle': { actions: 'select' },
        'picker.toggleVariant': { actions: 'select' },
        'picker.confirm': {
          guard: 'canConfirm',
          target: 'closed',
          actions: emit(({ context }) => ({ type: 'picker.resolved' as const, result: pickerResult(context) })),
        },
        'picker.cancel': { target: 'closed', actions: emit({ type: 'picker.resolved', result: null }) },
      },
      states: {
        loading: {
          description: 'One page request in flight; searches meanwhile queue one re-run.',
          entry: assign({ rerun: false }),
          on: { 'picker.search': { actions: ['takeKeyword', 'queueRerun'] } },
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => pageRequest(context),
            onDone: { target: 'settling', actions: assign({ fetched: ({ event }) => ({ page: event.output, append: false }) }) },
            onError: { target: 'settling', actions: assign({ fetched: { page: null, append: false } }) },
          },
        },
        loadingMore: {
          description: 'Fetching the next page.',
          on: { 'picker.search': { actions: ['takeKeyword', 'queueRerun'] } },
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => pageRequest(context, context.endCursor),
            onDone: { target: 'settling', actions: assign({ fetched: ({ event }) => ({ page: event.output, append: true }) }) },
            onError: { target: 'settling', actions: assign({ fetched: { page: null, append: true } }) },
          },
        },
        settling: {
          description: 'Applies the answer, reports errors, and runs the queued re-run once.',
          entry: enqueueActions(({ context, enqueue }) => {
            const outcome = outcomeOf(context);
            if (outcome.kind === 'expired') {
              // The store client already waited for a fresh token and got none: shown with Retry.
              enqueue.assign({ error: PICKER_EXPIRED, fetched: null });
              return;
            }
            if (outcome.kind === 'error') {
              enqueue.assign({ error: outcome.message, fetched: null });
              enqueue.emit({ type: 'picker.toast', message: outcome.message, error: true });
              return;
            }
            enqueue.assign({
              items: context.fetched?.append ? [...context.items, ...outcome.items] : outcome.items,
              hasNextPage: outcome.hasNextPage,
              endCursor: outcome.endCursor,
              total: outcome.total,
              selection: attachItems(context.selection, outcome.items),
              currencyFormat: context.fetched?.page?.currency_format ?? context.currencyFormat,
              error: null,
              fetched: null,
            });
          }),
          always: [{ guard: 'rerunQueued', target: 'loading' }, { target: 'idle' }],
        },
        idle: {
          description: 'The list, or the failure of its last request with Retry, is shown.',
          on: {
            'picker.retry': { guard: 'failed', target: 'loading' },
            'picker.search': { target: 'debouncing', actions: 'takeKeyword' },
            'picker.loadMore': { guard: 'hasMore', target: 'loadingMore' },
          },
        },
        debouncing: {
          description: 'Waits 200 ms after the last keystroke before searching.',
          after: { debounce: 'loading' },
          on: { 'picker.search': { target: 'debouncing', reenter: true, actions: 'takeKeyword' } },
        },
      },
    },
  },
});
