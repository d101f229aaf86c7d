import { and, assign, emit, fromPromise, setup } from 'xstate';
import { clampFocus, pageCount, selectionTarget } from './moderation-list.selectors';
import type {
  FetchedPage,
  ListQuery,
  ModerationListContext,
  ModerationListEmitted,
  ModerationListEvent,
  PerformInput,
  PerformOutput,
} from './moderation-list.types';

/** The last page of a list of `total` rows (1 when empty). */
const lastPageOf = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * A moderated list (reviews or questions): loads pages of a query, keeps the selection (ids on
 * the page or every matching row), runs an action on it, remembers the undo token of the last
 * action and undoes it on request, and moves a keyboard focus across rows and pages.
 * The fetch, perform and undo actors are provided by the app (tests provide fakes).
 */
export const moderationListMachine = setup({
  types: {
    context: {} as ModerationListContext,
    events: {} as ModerationListEvent,
    emitted: {} as ModerationListEmitted,
    input: {} as { query: ListQuery },
  },
  actors: {
    fetchPage: fromPromise<FetchedPage, ListQuery>(async () => {
      throw new Error('fetchPage not provided');
    }),
    perform: fromPromise<PerformOutput, PerformInput>(async () => {
      throw new Error('perform not provided');
    }),
    undo: fromPromise<{ restored: number; skipped?: number }, { token: string }>(async () => {
      throw new Error('undo not provided');
    }),
  },
  actions: {
    clearSelection: assign({ selectedIds: [], allMatching: false }),
    // A query change while an action runs is kept for the reload that follows the action.
    keepQuery: assign(({ event }) => (event.type === 'list.query' ? { query: event.query, selectedIds: [], allMatching: false } : {})),
  },
  guards: {
    hasUndo: ({ context }) => context.undo !== null,
    hasNextPage: ({ context }) => context.query.page < pageCount(context),
    hasPreviousPage: ({ context }) => context.query.page > 1,
    atLastRow: ({ context }) => context.focus >= context.items.length - 1,
    atFirstRow: ({ context }) => context.focus <= 0,
  },
}).createMachine({
  id: 'moderationList',
  context: ({ input }) => ({
    query: input.query,
    items: [],
    total: 0,
    counts: null,
    selectedIds: [],
    allMatching: false,
    focus: -1,
    pendingFocus: null,
    loadError: null,
    undo: null,
    running: null,
    runningIds: null,
  }),
  initial: 'loading',
  on: {
    'list.query': {
      // The address catching up with a page the list already moved to (past the end) loads nothing again.
      guard: ({ context, event }) => JSON.stringify(event.query) !== JSON.stringify(context.query),
      target: '.loading',
      reenter: true,
      actions: [assign({ query: ({ event }) => event.query }), 'clearSelection'],
    },
    'list.focus': { actions: assign({ focus: ({ context, event }) => clampFocus(event.index, context.items.length) }) },
    'list.updateItem': {
      actions: assign({ items: ({ context, event }) => context.items.map((item) => (item.id === event.item.id ? event.item : item)) }),
    },
  },
  states: {
    loading: {
      description: 'Fetching the page of the current query; the previous rows stay on screen. A page past the end moves to the last page (and says so, for the address) and loads that.',
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => context.query,
        onDone: [{
          guard: ({ context, event }) => event.output.items.length === 0 && context.query.page > lastPageOf(event.output.total, context.query.perPage),
          target: 'loading',
          reenter: true,
          actions: [
            assign(({ context, event }) => ({
              query: { ...context.query, page: lastPageOf(event.output.total, context.query.perPage) },
              total: event.output.total,
              counts: event.output.counts,
            })),
            emit(({ context }) => ({ type: 'pageWanted' as const, page: context.query.page, replace: true })),
          ],
        }, {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const items = event.output.items;
            const wanted = context.pendingFocus === 'first' ? 0 : context.pendingFocus === 'last' ? items.length - 1 : context.focus;
            return {
              items,
              total: event.output.total,
              counts: event.output.counts,
              loadError: null,
              focus: context.focus < 0 && context.pendingFocus === null ? -1 : clampFocus(wanted, items.length),
              pendingFocus: null,
              selectedIds: context.selectedIds.filter((id) => items.some((item) => item.id === id)),
            };
          }),
        }],
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      description: 'The page could not be loaded; the merchant may try again or change the query.',
      on: { 'list.retry': 'loading', 'list.reload': 'loading' },
    },
    ready: {
      description: 'The page is shown; selection, focus and actions are available.',
      initial: 'idle',
      on: {
        'list.reload': '.reloading',
      },
      states: {
        idle: {
          description: 'Waiting for the merchant.',
          entry: assign({ running: null, runningIds: null }),
          on: {
            'list.select': { actions: assign({ selectedIds: ({ event }) => [...new Set(event.ids)], allMatching: false }) },
            'list.selectAllMatching': {
              actions: assign({ allMatching: true, selectedIds: ({ context }) => context.items.map((item) => item.id) }),
            },
            'list.clearSelection': { actions: 'clearSelection' },
            'list.focusNext': [
              {
                guard: and(['atLastRow', 'hasNextPage']),
                actions: [
                  assign({ pendingFocus: 'first' as const }),
                  emit(({ context }) => ({ type: 'pageWanted' as const, page: context.query.page + 1 })),
                ],
              },
              { actions: assign({ focus: ({ context }) => clampFocus(context.focus + 1, context.items.length) }) },
            ],
            'list.focusPrevious': [
              {
                guard: and(['atFirstRow', 'hasPreviousPage']),
                actions: [
                  assign({ pendingFocus: 'last' as const }),
                  emit(({ context }) => ({ type: 'pageWanted' as const, page: context.query.page - 1 })),
                ],
              },
              { actions: assign({ focus: ({ context }) => clampFocus(context.focus - 1, context.items.length) }) },
            ],
            'list.act': {
              target: 'acting',
              guard: ({ context, event }) => (event.ids ? event.ids.length > 0 : context.allMatching || context.selectedIds.length > 0),
              actions: assign({ running: ({ event }) => event.action, runningIds: ({ context, event }) => event.ids ?? (context.allMatching ? null : context.selectedIds) }),
            },
            'list.undo': { guard: 'hasUndo', target: 'undoing' },
          },
        },
        acting: {
          description: 'An action runs on one row, the selection or every matching row.',
          on: { 'list.query': { actions: 'keepQuery' } },
          invoke: {
            src: 'perform',
            input: ({ context }) => ({
              action: context.running ?? '',
              target: context.runningIds ? { ids: context.runningIds } : selectionTarget(context),
            }),
            onDone: {
              target: 'reloading',
              actions: [
                assign({ undo: ({ context, event }) => ({ action: context.running ?? '', affected: event.output.affected, token: event.output.undoToken }) }),
                emit(({ context, event }) => ({
                  type: 'acted' as const,
                  action: context.running ?? '',
                  affected: event.output.affected,
                  undoable: event.output.undoToken !== '',
                })),
                'clearSelection',
              ],
            },
            onError: {
              target: 'idle',
              actions: emit(({ context, event }) => ({ type: 'actFailed' as const, action: context.running ?? '', message: messageOf(event.error) })),
            },
          },
        },
        undoing: {
          description: 'The last action is being undone.',
          on: { 'list.query': { actions: 'keepQuery' } },
          invoke: {
            src: 'undo',
            input: ({ context }) => ({ token: context.undo?.token ?? '' }),
            onDone: {
              target: 'reloading',
              actions: [assign({ undo: null }), emit(({ event }) => ({ type: 'undone' as const, restored: event.output.restored, skipped: event.output.skipped ?? 0 }))],
            },
            onError: {
              target: 'idle',
              actions: [assign({ undo: null }), emit(({ event }) => ({ type: 'undoFailed' as const, message: messageOf(event.error) }))],
            },
          },
        },
        reloading: {
          description: 'Fetching the page again after a change; the rows stay on screen.',
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => context.query,
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                items: event.output.items,
                total: event.output.total,
                counts: event.output.counts,
                focus: context.focus < 0 ? -1 : clampFocus(context.focus, event.output.items.length),
                selectedIds: context.selectedIds.filter((id) => event.output.items.some((item) => item.id === id)),
                allMatching: context.allMatching && event.output.total > 0,
              })),
            },
            onError: { target: '#moderationList.failed', actions: assign({ loadError: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
  },
});
