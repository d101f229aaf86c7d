import type { IndexTableProps } from '@shopify/polaris';
import { IndexTableSelectionType as SelectionType } from '@shopify/polaris';
import type { ModerationListActor } from './use-moderation-list';

type Args = Parameters<NonNullable<IndexTableProps['onSelectionChange']>>;

/** Turns an IndexTable selection change (row, shift-range, page, all) into a list selection. */
export function onSelection(
  actor: ModerationListActor,
  pageIds: number[],
  selected: number[],
  type: Args[0],
  toggle: Args[1],
  selection: Args[2],
): void {
  if (type === SelectionType.All) {
    actor.send(toggle ? { type: 'list.selectAllMatching' } : { type: 'list.clearSelection' });
    return;
  }
  if (type === SelectionType.Page) {
    actor.send({ type: 'list.select', ids: toggle ? pageIds : [] });
    return;
  }
  let ids: number[] = [];
  if (type === SelectionType.Single && typeof selection === 'string') ids = [Number(selection)];
  else if (Array.isArray(selection)) {
    const [from, to] = selection as [number, number];
    ids = pageIds.slice(Math.min(from, to), Math.max(from, to) + 1);
  }
  const next = toggle ? [...selected, ...ids] : selected.filter((id) => !ids.includes(id));
  actor.send({ type: 'list.select', ids: next });
}
