import { IndexTableSelectionType as SelectionType, type IndexTableProps } from '@shopify/polaris';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestOrdersMachineFor } from '../../app/actors/collect.actors';
import { useRuntime } from '../../app/runtime-context';
import type { RequestOrder } from '../../contract/review-requests';
import { formatNumber } from '../../lib/format';

type SelectionArgs = Parameters<NonNullable<IndexTableProps['onSelectionChange']>>;

/**
 * The orders list's action machine: selection, actions, a toast with how many changed once the
 * list is loaded again (`router.invalidate()`), and the IndexTable selection handler for a page.
 * The selection holds request ids; only the shown page's requests can be selected.
 */
export function useOrderActions(
  items: RequestOrder[],
  /** Changes with the filter, search or page shown (not when the same page is loaded again after an action). */
  pageKey: string,
) {
  const { t, i18n } = useTranslation('collect');
  const runtime = useRuntime();
  const router = useRouter();
  const [machine] = useState(() => requestOrdersMachineFor(runtime, () => router.invalidate()));
  const actor = useActorRef(machine);
  useEffect(() => {
    const sub = actor.on('orders.acted', ({ outcome }) => {
      const content = t(`orders.done.${outcome.action}`, { count: outcome.updated, number: formatNumber(i18n.language, outcome.updated) });
      runtime.toasts.send({ type: 'toast.show', toast: { content, error: outcome.updated === 0 } });
    });
    return () => sub.unsubscribe();
  }, [actor, runtime, t, i18n.language]);

  // Another page (filter, search, paging) starts with nothing selected; after an action the refused requests stay selected.
  useEffect(() => actor.send({ type: 'orders.clearSelection' }), [actor, pageKey]);
  // The same page loaded again keeps only the selected requests it still shows.
  useEffect(() => {
    const shown = new Set(items.flatMap((o) => (o.request ? [o.request.id] : [])));
    const selected = actor.getSnapshot().context.selectedIds;
    const kept = selected.filter((id) => shown.has(id));
    if (kept.length !== selected.length) actor.send({ type: 'orders.select', ids: kept });
  }, [actor, items]);

  const onSelectionChange = useCallback((type: SelectionArgs[0], toggle: SelectionArgs[1], selection: SelectionArgs[2]) => {
    const ids = items.flatMap((o) => (o.request ? [o.request.id] : []));
    const selected = actor.getSnapshot().context.selectedIds;
    if (type === SelectionType.All || type === SelectionType.Page) {
      actor.send({ type: 'orders.select', ids: toggle ? ids : [] });
      return;
    }
    let changed: number[] = [];
    if (type === SelectionType.Single && typeof selection === 'string') {
      const id = items.find((o) => o.id === selection)?.request?.id;
      changed = id === undefined ? [] : [id];
    } else if (Array.isArray(selection)) {
      const [from, to] = selection as [number, number];
      changed = items.slice(Math.min(from, to), Math.max(from, to) + 1).flatMap((o) => (o.request ? [o.request.id] : []));
    }
    actor.send({ type: 'orders.select', ids: toggle ? [...selected, ...changed] : selected.filter((id) => !changed.includes(id)) });
  }, [actor, items]);

  const selectedIds = useSelector(actor, (s) => s.context.selectedIds);
  return { actor, onSelectionChange, selectedIds };
}
