import { IndexTable } from '@shopify/polaris';
import type { IndexTableProps } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review, ReviewAction } from '../../contract/reviews';
import { isBulkRunning, selectListAllMatching, selectPageSelectedCount } from '../../../machines/reviews/moderation-list.selectors';
import { MORE_REVIEW_ACTIONS, PROMOTED_REVIEW_ACTIONS } from './review-actions';
import { ReviewRow, type ReviewRowHandlers } from './ReviewRow';
import { onSelection } from './selection';
import type { ModerationListActor } from './use-moderation-list';
import { useRuntime } from '../../app/runtime-context';

/** The shop shows the bulk "Delete" action (shopConfig `show_batch_del_btn` 1, the default). */
const selectBatchDeleteShown = (s: { context: { data: { shopConfig: { show_batch_del_btn: number } } | null } }): boolean =>
  (s.context.data?.shopConfig.show_batch_del_btn ?? 1) === 1;

/**
 * The paged review table with its bulk-action bar. Only the selection count is read here; every prop given to
 * Polaris' IndexTable stays the same object until what it shows changes, so ticking a row or moving the keyboard
 * focus re-renders the rows concerned and the bar, not the whole table.
 */
export function ReviewTable({ actor, items, narrow, deletedView, loading, handlers, bulkAct, emptyState, pagination }: {
  actor: ModerationListActor;
  items: Review[];
  narrow: boolean;
  /** The recently deleted view (restore instead of the moderation actions). */
  deletedView: boolean;
  /** A page is on its way. */
  loading: boolean;
  handlers: ReviewRowHandlers;
  /** Runs a bulk action on the selection. */
  bulkAct: (action: ReviewAction) => void;
  emptyState: ReactNode;
  pagination: IndexTableProps['pagination'];
}) {
  const { t } = useTranslation('reviews');
  const allMatching = useSelector(actor, selectListAllMatching);
  const pageSelected = useSelector(actor, selectPageSelectedCount);
  const batchDelete = useSelector(useRuntime().startup, selectBatchDeleteShown);
  const bulkRunning = useSelector(actor, isBulkRunning);

  const resourceName = useMemo(() => ({ singular: t('reviews.one'), plural: t('reviews.other') }), [t]);
  const headings = useMemo<IndexTableProps['headings']>(
    () => (narrow ? [{ title: t('columns.review') }] : [{ title: t('columns.review') }, { title: t('columns.product') }, { title: t('columns.actions'), hidden: false }]),
    [narrow, t],
  );
  const { promoted, more } = useMemo(() => {
    const bulk = (list: readonly ReviewAction[]) => list.map((a) => ({ content: t(`reviews.actions.${a}`), destructive: a === 'delete', onAction: () => bulkAct(a) }));
    const promotedActions = batchDelete ? PROMOTED_REVIEW_ACTIONS : PROMOTED_REVIEW_ACTIONS.filter((a) => a !== 'delete');
    return { promoted: deletedView ? bulk(['restore']) : bulk(promotedActions), more: deletedView ? [] : bulk(MORE_REVIEW_ACTIONS) };
  }, [deletedView, t, bulkAct, batchDelete]);
  const selectionChange = useCallback<NonNullable<IndexTableProps['onSelectionChange']>>((type, toggle, selection) => {
    const { items: rows, selectedIds } = actor.getSnapshot().context;
    onSelection(actor, rows.map((r) => r.id), selectedIds, type, toggle, selection);
  }, [actor]);
  const rows = useMemo(
    () => items.map((review, index) => <ReviewRow key={review.id} review={review} index={index} actor={actor} handlers={handlers} narrow={narrow} />),
    [items, actor, handlers, narrow],
  );

  return (
    <IndexTable
      resourceName={resourceName}
      itemCount={items.length}
      selectedItemsCount={allMatching ? 'All' : pageSelected}
      onSelectionChange={selectionChange}
      headings={headings}
      promotedBulkActions={promoted}
      bulkActions={more}
      loading={loading || bulkRunning}
      emptyState={emptyState}
      pagination={pagination}
    >
      {rows}
    </IndexTable>
  );
}
