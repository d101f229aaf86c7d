import type { ActionTarget, ListItem, ModerationListContext } from './moderation-list.types';

/** The part of a list snapshot the selectors read. */
export interface ListSnapshot {
  context: ModerationListContext;
  matches(value: 'loading' | 'failed' | 'ready' | { ready: 'idle' | 'acting' | 'undoing' | 'reloading' }): boolean;
}
type Snap = ListSnapshot;

/** Number of pages of the current query. */
export const pageCount = (ctx: ModerationListContext): number => Math.max(1, Math.ceil(ctx.total / ctx.query.perPage));

/** How many rows the selection covers. */
export const selectedCount = (s: Snap): number => (s.context.allMatching ? s.context.total : s.context.selectedIds.length);

/** The selection as an action target: every matching row, or the chosen ids. */
export function selectionTarget(ctx: ModerationListContext): ActionTarget {
  return ctx.allMatching ? { filter: ctx.query.filter as Record<string, unknown> } : { ids: ctx.selectedIds };
}

/** The row under keyboard focus. */
export function focusedItem(ctx: ModerationListContext): ListItem | null {
  return ctx.focus >= 0 ? (ctx.items[ctx.focus] ?? null) : null;
}

/** True while the first page of a query (or a reload) is on its way. */
export const isLoading = (s: Snap): boolean => s.matches('loading');
/** True when the last load failed and nothing is shown. */
export const hasLoadError = (s: Snap): boolean => s.matches('failed');
/** True while an action or an undo runs. */
export const isBusy = (s: Snap): boolean => s.matches({ ready: 'acting' }) || s.matches({ ready: 'undoing' });

/** Keeps a focus index inside the page (or -1 when the page is empty). */
export function clampFocus(index: number, length: number): number {
  if (length === 0) return -1;
  return Math.min(Math.max(index, 0), length - 1);
}

/** The parts of a list snapshot a tab reads. */
type ListSnap = Pick<ListSnapshot, 'context'>;

/** The rows of the page (a stable reference until the page changes). */
export const selectListItems = (s: ListSnap): ModerationListContext['items'] => s.context.items;

/** Rows matching the filter. */
export const selectListTotal = (s: ListSnap): number => s.context.total;

/** Counts per view (a stable reference until a page arrives). */
export const selectListCounts = (s: ListSnap): unknown => s.context.counts;

/** Message of the failed load. */
export const selectListLoadError = (s: ListSnap): string | null => s.context.loadError;

/** The action running (null: none). */
export const selectListRunning = (s: ListSnap): ModerationListContext['running'] => s.context.running;

/** Ids the running action works on (a stable reference). */
export const selectListRunningIds = (s: ListSnap): ModerationListContext['runningIds'] => s.context.runningIds;

/** Ids chosen on this page (a stable reference). */
export const selectListSelectedIds = (s: ListSnap): number[] => s.context.selectedIds;

/** True when every row matching the filter is chosen. */
export const selectListAllMatching = (s: ListSnap): boolean => s.context.allMatching;

/** Index of the focused row, -1 for none. */
export const selectListFocus = (s: ListSnap): number => s.context.focus;

/** How many pages the list has. */
export const selectListPages = (s: ListSnap): number => pageCount(s.context);

/** Selector of one row's selection: true when the row with `id` is chosen (or every matching row is). */
export const rowSelected = (id: number) => (s: ListSnap): boolean => s.context.allMatching || s.context.selectedIds.includes(id);

/** Selector of one row's keyboard focus: true when the row at `index` has it. */
export const rowFocused = (index: number) => (s: ListSnap): boolean => s.context.focus === index;

/** Selector of one row's spinner: true while an action runs on the row with `id` (not a bulk action over the filter). */
export const rowBusy = (id: number) => (s: Snap): boolean => isBusy(s) && s.context.runningIds !== null && s.context.runningIds.includes(id);

/** How many rows of the page are chosen (the chosen ids, whether or not every matching row is). */
export const selectPageSelectedCount = (s: ListSnap): number => s.context.selectedIds.length;

/** True when every row of a non-empty page is chosen. */
export const isPageSelected = (s: ListSnap): boolean => s.context.items.length > 0 && s.context.selectedIds.length === s.context.items.length;

/** True while an action over every matching row runs (the whole table shows it is loading). */
export const isBulkRunning = (s: Snap): boolean => isBusy(s) && s.context.running !== null && s.context.runningIds === null;
