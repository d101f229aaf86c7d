/** A row of a moderated list (a review or a question). */
export interface ListItem {
  id: number;
}

/** What the list shows: a filter, an optional sort and a page. */
export interface ListQuery<F = Record<string, unknown>> {
  filter: F;
  sort?: string;
  page: number;
  perPage: number;
}

/** One page as the fetch actor answers it. */
export interface FetchedPage<T extends ListItem = ListItem, C = unknown> {
  items: T[];
  total: number;
  counts: C;
}

/** What an action applies to: some ids, or every row matching the filter. */
export type ActionTarget<F = Record<string, unknown>> = { ids: number[] } | { filter: F };

/** Input of the perform actor. */
export interface PerformInput {
  action: string;
  target: ActionTarget;
}

/** Answer of the perform actor. */
export interface PerformOutput {
  affected: number;
  undoToken: string;
}

/** The last action that can still be undone. */
export interface UndoableAction {
  action: string;
  affected: number;
  token: string;
}

/** Where the keyboard focus goes once a requested page has loaded. */
export type PendingFocus = 'first' | 'last' | null;

export interface ModerationListContext {
  query: ListQuery;
  items: ListItem[];
  total: number;
  counts: unknown;
  /** Ids chosen on this page. */
  selectedIds: number[];
  /** Every row matching the filter is chosen (also those on other pages). */
  allMatching: boolean;
  /** Index of the row the keyboard works on, -1 for none. */
  focus: number;
  pendingFocus: PendingFocus;
  loadError: string | null;
  undo: UndoableAction | null;
  /** The action running now (for button spinners). */
  running: string | null;
  /** Ids the running action applies to (null: every matching row). */
  runningIds: number[] | null;
}

export type ModerationListEvent =
  | { type: 'list.query'; query: ListQuery }
  | { type: 'list.reload' }
  | { type: 'list.retry' }
  | { type: 'list.select'; ids: number[] }
  | { type: 'list.selectAllMatching' }
  | { type: 'list.clearSelection' }
  | { type: 'list.focus'; index: number }
  | { type: 'list.focusNext' }
  | { type: 'list.focusPrevious' }
  | { type: 'list.act'; action: string; ids?: number[] }
  | { type: 'list.undo' }
  | { type: 'list.updateItem'; item: ListItem };

/** Events the list emits for the screen (toasts, page changes). */
export type ModerationListEmitted =
  | { type: 'acted'; action: string; affected: number; undoable: boolean }
  | { type: 'actFailed'; action: string; message: string }
  /** `skipped`: rows changed again since the action, which kept their newer values. */
  | { type: 'undone'; restored: number; skipped: number }
  | { type: 'undoFailed'; message: string }
  /** The screen should show this page; `replace`: in place of the current address (a page past the end). */
  | { type: 'pageWanted'; page: number; replace?: boolean };
