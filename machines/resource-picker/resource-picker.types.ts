import type { PickerCollection, PickerProduct, PickerType, StorePage } from '../../src/contract/store';

/** An item the picker lists. */
export type PickerItem = PickerProduct | PickerCollection;

/** How the picker was opened (SPEC §3 picker options). */
export interface PickerOptions {
  type: PickerType;
  /** What the caller will do with the selection (shown nowhere; passed back). */
  action?: string;
  /** true: any number; false: one; a number: at most that many. */
  multiple?: boolean | number;
  /** Also list archived or draft products. */
  filter?: { archived?: boolean; draft?: boolean };
  /** Items selected when the picker opens. */
  selectionIds?: { id: string; variants?: { id: string }[] }[];
}

/** One selected item: the item once seen, and for products the selected variant ids. */
export interface SelectionEntry {
  item: PickerItem | null;
  /** Selected variant ids (products); null means "all variants" until the item is known. */
  variantIds: string[] | null;
}

export type Selection = Record<string, SelectionEntry>;

/** A selected product as returned to the caller. */
export type PickedProduct = PickerProduct & { selected: true | 'indeterminate' };

/** What the picker returns on Select. */
export interface PickerResult {
  type: PickerType;
  action?: string;
  items: (PickedProduct | PickerCollection | { id: string })[];
}

export interface PickerContext {
  options: PickerOptions;
  keyword: string;
  items: PickerItem[];
  hasNextPage: boolean;
  endCursor: string | null;
  total: number;
  selection: Selection;
  /** A fetch was asked for while one was running: run once more afterwards. */
  rerun: boolean;
  error: string | null;
  /** How the shop writes prices, from the last answer that said (`currency_format`); null until then. */
  currencyFormat: string | null;
  /** The last answer, waiting to be applied. */
  fetched: { page: StorePage | null; append: boolean } | null;
}

export type PickerEvent =
  | { type: 'picker.open'; options: PickerOptions }
  | { type: 'picker.search'; keyword: string }
  | { type: 'picker.loadMore' }
  | { type: 'picker.toggle'; id: string }
  | { type: 'picker.toggleVariant'; productId: string; variantId: string }
  | { type: 'picker.confirm' }
  | { type: 'picker.cancel' }
  /** Asks again after a failed request. */
  | { type: 'picker.retry' };

/** Events the picker emits to the app. */
export type PickerEmitted =
  | { type: 'picker.resolved'; result: PickerResult | null }
  | { type: 'picker.toast'; message: string; error: boolean };

/** SPEC §8 picker messages. */
export const PICKER_MESSAGES = {
  missingData: 'Invalid response format: missing data',
  fetchError: 'Fetch data error',
  network: 'Network error. Please try again later.',
} as const;

/** `error` of a store call refused for an expired token that no fresh token rescued. */
export const PICKER_EXPIRED = 'expired';

