import { EXPIRED_TOKEN_REASON, type PageRequest, type PickerProduct, type StorePage } from '../../src/contract/store';
import {
  PICKER_EXPIRED,
  PICKER_MESSAGES,
  type PickerContext,
  type PickerItem,
  type PickerOptions,
  type PickerResult,
  type Selection,
  type SelectionEntry,
} from './resource-picker.types';

/** How many items may be selected: false → 1, true/absent → no limit, a number → that many. */
export function selectionLimit(multiple: PickerOptions['multiple']): number {
  if (multiple === false) return 1;
  if (typeof multiple === 'number') return Math.max(1, Math.floor(multiple));
  return Number.POSITIVE_INFINITY;
}

export const isProduct = (item: PickerItem): item is PickerProduct => 'variants' in item;

/** Number of selected items (products or collections). */
export const selectedCount = (selection: Selection): number => Object.keys(selection).length;

/** Selected variant ids of a selection entry (all of the product's variants when unspecified). */
export function entryVariantIds(entry: SelectionEntry | undefined, product: PickerProduct): string[] {
  if (!entry) return [];
  return entry.variantIds ?? product.variants.map((v) => v.id);
}

const variantIdsOf = (selection: Selection, product: PickerProduct): string[] => entryVariantIds(selection[product.id], product);

/** A product's state from its selection entry: true when all variants are selected, indeterminate when some, false when none. */
export function entryState(entry: SelectionEntry | undefined, product: PickerProduct): boolean | 'indeterminate' {
  const ids = entryVariantIds(entry, product);
  if (ids.length === 0) return false;
  const total = Math.max(product.total_variants, product.variants.length);
  return ids.length >= total ? true : 'indeterminate';
}

/** A product's state: true when all variants are selected, indeterminate when some, false when none. */
export const productState = (selection: Selection, product: PickerProduct): boolean | 'indeterminate' => entryState(selection[product.id], product);

/** Unselected items are disabled once the limit is reached. */
export function isDisabled(selection: Selection, id: string, limit: number): boolean {
  return !selection[id] && selectedCount(selection) >= limit;
}

/**
 * Toggles an item: a product fully selected is removed; partly selected gets all its variants;
 * not selected is added with all its variants (unless the limit is reached). Collections toggle.
 */
export function toggleItem(selection: Selection, item: PickerItem, limit: number): Selection {
  const next = { ...selection };
  if (isProduct(item)) {
    const state = productState(selection, item);
    if (state === true) delete next[item.id];
    else if (state === 'indeterminate') next[item.id] = { item, variantIds: item.variants.map((v) => v.id) };
    else if (!isDisabled(selection, item.id, limit)) next[item.id] = { item, variantIds: item.variants.map((v) => v.id) };
    return next;
  }
  if (next[item.id]) delete next[item.id];
  else if (!isDisabled(selection, item.id, limit)) next[item.id] = { item, variantIds: null };
  return next;
}

/** Toggles one variant; a product left with none is removed; a new product respects the limit. */
export function toggleVariant(selection: Selection, product: PickerProduct, variantId: string, limit: number): Selection {
  if (!product.variants.some((v) => v.id === variantId)) return selection;
  if (!selection[product.id] && isDisabled(selection, product.id, limit)) return selection;
  const current = variantIdsOf(selection, product);
  const ids = current.includes(variantId) ? current.filter((v) => v !== variantId) : [...current, variantId];
  const next = { ...selection };
  if (ids.length === 0) delete next[product.id];
  else next[product.id] = { item: product, variantIds: ids };
  return next;
}

/** The selection given by selectionIds (items not known yet until they are listed). */
export function initialSelection(options: PickerOptions): Selection {
  const out: Selection = {};
  for (const s of options.selectionIds ?? []) out[s.id] = { item: null, variantIds: s.variants?.map((v) => v.id) ?? null };
  return out;
}

/** Fills in the items of selected entries from a fetched page. */
export function attachItems(selection: Selection, items: PickerItem[]): Selection {
  let next = selection;
  for (const item of items) {
    const entry = selection[item.id];
    if (entry && !entry.item) next = { ...next, [item.id]: { ...entry, item } };
  }
  return next;
}

/** The page request for the current state. */
export function pageRequest(ctx: Pick<PickerContext, 'options' | 'keyword'>, cursor: string | null = null): PageRequest {
  const status = [ctx.options.filter?.archived && 'ARCHIVED', ctx.options.filter?.draft && 'DRAFT'].filter(Boolean).join(',');
  return { type: ctx.options.type, keyword: ctx.keyword.trim(), status, cursor };
}

/** What a store answer means for the picker. */
export type PageOutcome =
  | { kind: 'ok'; items: PickerItem[]; hasNextPage: boolean; endCursor: string | null; total: number }
  | { kind: 'expired' }
  | { kind: 'error'; message: string };

/** Classifies a store answer (SPEC §8): missing data, expired token, other non-zero code, or items. */
export function classifyPage(page: StorePage, type: PickerOptions['type']): PageOutcome {
  if (typeof page.code === 'number' && page.code !== 0) {
    if (page.reasonCode === EXPIRED_TOKEN_REASON) return { kind: 'expired' };
    return { kind: 'error', message: PICKER_MESSAGES.fetchError };
  }
  const list = type === 'product' ? page.data?.products : page.data?.collections;
  if (!page.data || !Array.isArray(list)) return { kind: 'error', message: PICKER_MESSAGES.missingData };
  return {
    kind: 'ok',
    items: list,
    hasNextPage: page.data.pageInfo?.hasNextPage ?? false,
    endCursor: page.data.pageInfo?.endCursor ?? null,
    total: page.data.total ?? list.length,
  };
}

/** What Select returns: the selected items, products with only their selected variants. */
export function pickerResult(ctx: Pick<PickerContext, 'options' | 'selection'>): PickerResult {
  const items = Object.entries(ctx.selection).map(([id, entry]) => {
    const item = entry.item;
    if (!item) return { id };
    if (!isProduct(item)) return item;
    const ids = new Set(entry.variantIds ?? item.variants.map((v) => v.id));
    return { ...item, variants: item.variants.filter((v) => ids.has(v.id)), selected: productState(ctx.selection, item) as true | 'indeterminate' };
  });
  return { type: ctx.options.type, ...(ctx.options.action ? { action: ctx.options.action } : {}), items };
}

/** The parts of a picker snapshot the modal reads. */
interface PickerSnapshot {
  context: PickerContext;
  matches: (state: 'open' | { open: 'loading' | 'debouncing' | 'loadingMore' }) => boolean;
}

/** True while the modal is open. */
export const selectPickerOpen = (s: PickerSnapshot): boolean => s.matches('open');

/** Products or collections. */
export const selectPickerType = (s: PickerSnapshot): PickerOptions['type'] => s.context.options.type;

/** The search box's text. */
export const selectPickerKeyword = (s: PickerSnapshot): string => s.context.keyword;

/** The items listed (a stable reference until a page arrives). */
export const selectPickerItems = (s: PickerSnapshot): PickerContext['items'] => s.context.items;

/** How many items are listed. */
export const selectPickerItemCount = (s: PickerSnapshot): number => s.context.items.length;

/** How many items are selected. */
export const selectPickerSelectedCount = (s: PickerSnapshot): number => selectedCount(s.context.selection);

/** The selection (a stable reference until it changes). */
export const selectPickerSelection = (s: PickerSnapshot): PickerContext['selection'] => s.context.selection;

/** Most items that may be chosen. */
export const selectPickerLimit = (s: PickerSnapshot): number => selectionLimit(s.context.options.multiple);

/** How many items match. */
export const selectPickerTotal = (s: PickerSnapshot): number => s.context.total;

/** True while the first page of a search loads. */
export const selectPickerLoading = (s: PickerSnapshot): boolean => s.matches({ open: 'loading' }) || s.matches({ open: 'debouncing' });

/** True while a further page loads. */
export const selectPickerLoadingMore = (s: PickerSnapshot): boolean => s.matches({ open: 'loadingMore' });

/** True when more pages exist. */
export const selectPickerHasMore = (s: PickerSnapshot): boolean => s.context.hasNextPage;

/** The failure of the last request as a `picker.errors.*` text key, or null. */
export function selectPickerErrorKey(s: PickerSnapshot): 'expired' | 'missingData' | 'fetchError' | 'network' | null {
  const error = s.context.error;
  if (error === null) return null;
  if (error === PICKER_EXPIRED) return 'expired';
  if (error === PICKER_MESSAGES.missingData) return 'missingData';
  if (error === PICKER_MESSAGES.fetchError) return 'fetchError';
  return 'network';
}
