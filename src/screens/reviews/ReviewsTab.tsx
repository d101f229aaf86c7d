import { IndexFilters, IndexFiltersMode, useSetIndexFiltersMode } from '@shopify/polaris';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review, ReviewAction, ReviewCounts } from '../../contract/reviews';
import { reviewListMachineFor } from '../../app/actors/moderation-list.actors';
import { formatNumber } from '../../lib/format';
import { focusedItem } from '../../../machines/reviews/moderation-list.selectors';
import { DeleteAllModal } from './DeleteAllModal';
import { ListEmptyState } from './ListEmptyState';
import { ListSkeleton, skeletonRows } from './ListSkeleton';
import { ReplyModal } from './ReplyModal';
import { ReviewDetailModal } from './ReviewDetailModal';
import { pinAction, verifyAction } from './review-actions';
import { useReviewFilters } from './review-filters';
import { REVIEW_SORTS, reviewQueryOf, sortOf, viewOf, VIEWS, type ReviewSearch } from './review-search';
import type { ReviewRowHandlers } from './ReviewRow';
import { ListLoadFailed } from './ListLoadFailed';
import { FocusAnnouncer, ReviewSelectAll, SelectionFooter } from './ReviewListStatus';
import { ReviewTable } from './ReviewTable';
import { ShortcutsModal } from './ShortcutsModal';
import { useKeywordField } from './use-keyword-field';
import { useListFrame, useModerationList } from './use-moderation-list';
import { useModerationKeys } from './use-moderation-keys';
import { useNarrow } from '../../ui/use-narrow';
import { listPagination } from './list-pagination';

const SORT_VALUES: Record<string, string> = { newest: 'date desc', oldest: 'date asc', rating_high: 'rating desc', rating_low: 'rating asc', helpful: 'helpful desc' };

/** The reviews tab of /reviewList: views, filters, sorting, the paged table, bulk and row actions, replies and keyboard moderation. */
export function ReviewsTab({ search, update }: {
  search: ReviewSearch;
  /** Changes the list state in the address. */
  update: (change: Partial<ReviewSearch>, replace?: boolean) => void;
}) {
  const { t, i18n } = useTranslation('reviews');
  const lng = i18n.language;
  const query = reviewQueryOf(search);
  const actor = useModerationList('reviews', reviewListMachineFor, query, (page, replace) => update({ page: String(page) }, replace));
  const { items, total, counts, loading, failed, loadError, busy, pages } = useListFrame<Review, ReviewCounts>(actor);
  const { mode, setMode } = useSetIndexFiltersMode();
  const keyword = useKeywordField(search.q, (q) => update({ q }, true));
  const { filters, applied, clearAll } = useReviewFilters(search, counts, update);
  const [replying, setReplying] = useState<Review | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [help, setHelp] = useState(false);
  const view = viewOf(search);
  const deletedView = view === 'deleted';
  const tableRef = useRef<HTMLDivElement>(null);
  const narrow = useNarrow();
  const onOpen = (id: number) => update({ id: String(id) });
  const openId = Number.parseInt(search.id ?? '', 10);

  const act = (action: ReviewAction, ids?: number[]) => {
    const { allMatching } = actor.getSnapshot().context;
    if (action === 'delete' && !ids && allMatching && total > 1) setConfirmDelete(true);
    else actor.send({ type: 'list.act', action, ids });
  };
  const focused = () => focusedItem(actor.getSnapshot().context) as Review | null;
  const onFocused = (fn: (r: Review) => void) => () => {
    const r = focused();
    if (r) fn(r);
  };
  useModerationKeys({
    next: () => actor.send({ type: 'list.focusNext' }),
    previous: () => actor.send({ type: 'list.focusPrevious' }),
    toggleSelect: onFocused((r) => {
      const { selectedIds } = actor.getSnapshot().context;
      actor.send({ type: 'list.select', ids: selectedIds.includes(r.id) ? selectedIds.filter((id) => id !== r.id) : [...selectedIds, r.id] });
    }),
    open: onFocused((r) => onOpen(r.id)),
    publish: deletedView ? undefined : onFocused((r) => act('publish', [r.id])),
    hide: deletedView ? undefined : onFocused((r) => act('hide', [r.id])),
    reply: deletedView ? undefined : onFocused(setReplying),
    pin: deletedView ? undefined : onFocused((r) => act(pinAction(r), [r.id])),
    verify: deletedView ? undefined : onFocused((r) => act(verifyAction(r), [r.id])),
    remove: onFocused((r) => act(deletedView ? 'restore' : 'delete', [r.id])),
    undo: () => actor.send({ type: 'list.undo' }),
    search: () => setMode(IndexFiltersMode.Filtering),
    help: () => setHelp(true),
  });

  const tabs = VIEWS.map((v) => ({
    id: `view-${v}`,
    content: t(`views.${v}`),
    badge: v !== 'all' && v !== 'deleted' && counts ? formatNumber(lng, counts.status[v]) : undefined,
    onAction: () => undefined,
  }));

  // The latest act / open behind handlers that never change, so memoised rows and bulk actions stay the same objects.
  const latest = useRef({ act, onOpen });
  latest.current = { act, onOpen };
  const handlers = useMemo<ReviewRowHandlers>(() => ({
    act: (action, ids) => latest.current.act(action, ids),
    reply: setReplying,
    open: (id) => latest.current.onOpen(id),
  }), []);
  const bulkAct = useMemo(() => (action: ReviewAction) => latest.current.act(action), []);
  // In select mode a shift-click picks a range of rows, not the text between them.
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const keepTextUnselected = (event: MouseEvent) => {
      const { selectedIds, allMatching } = actor.getSnapshot().context;
      if (event.shiftKey && (allMatching || selectedIds.length > 0)) event.preventDefault();
    };
    table.addEventListener('mousedown', keepTextUnselected);
    return () => table.removeEventListener('mousedown', keepTextUnselected);
  }, [actor, failed]);

  // The filter bar re-renders only when what it shows changes (not on focus or selection changes).
  const filterBar = useMemo(() => (
    <IndexFilters
      tabs={tabs}
      selected={VIEWS.indexOf(view)}
      onSelect={(index) => update({ view: index === 0 ? undefined : VIEWS[index] })}
      canCreateNewView={false}
      queryValue={keyword.value}
      queryPlaceholder={t('filters.searchReviews')}
      onQueryChange={keyword.onChange}
      onQueryClear={keyword.clear}
      sortOptions={REVIEW_SORTS.flatMap((s) => [{ label: t(`sort.${s}`), value: SORT_VALUES[s] as `${string} ${'asc' | 'desc'}`, directionLabel: t(`sort.${s}Direction`) }])}
      sortSelected={[SORT_VALUES[sortOf(search)] ?? 'date desc']}
      onSort={([value]) => update({ sort: Object.keys(SORT_VALUES).find((k) => SORT_VALUES[k] === value) })}
      filters={filters}
      appliedFilters={applied}
      onClearAll={clearAll}
      cancelAction={{ onAction: clearAll, disabled: false, loading: false }}
      mode={mode}
      setMode={setMode}
      loading={loading}
      disableKeyboardShortcuts
    />
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when what the bar shows changes (its handlers derive from these values), not on focus or selection
  ), [search, counts, keyword.value, mode, loading, lng]);

  return (
    <>
      {filterBar}
      <ReviewSelectAll actor={actor} />
      {failed ? (
        <ListLoadFailed actor={actor} message={loadError} />
      ) : (
        <div ref={tableRef} className="ra-review-table" aria-busy={loading || busy}>
          <ReviewTable
            actor={actor}
            items={items}
            narrow={narrow}
            deletedView={deletedView}
            loading={loading}
            handlers={handlers}
            bulkAct={bulkAct}
            emptyState={loading ? <ListSkeleton rows={skeletonRows(query.page, query.perPage, total)} /> : <ListEmptyState kind="reviews" filtered={applied.length > 0 || Boolean(search.q)} deleted={deletedView} onClear={clearAll} />}
            pagination={listPagination(t, lng, query, total, pages, (page) => update({ page: String(page) }))}
          />
        </div>
      )}
      <FocusAnnouncer actor={actor} tableRef={tableRef} />
      <SelectionFooter actor={actor} onHelp={() => setHelp(true)} />
      {openId > 0 && !replying && (
        <ReviewDetailModal
          key={openId}
          id={openId}
          onClose={() => update({ id: undefined })}
          onAction={(r, a) => act(a, [r.id])}
          onChanged={(r) => actor.send({ type: 'list.updateItem', item: r })}
          onReply={(r) => {
            update({ id: undefined });
            setReplying(r);
          }}
        />
      )}
      {replying && (
        <ReplyModal
          review={replying}
          onClose={() => setReplying(null)}
          onSaved={(r) => {
            actor.send({ type: 'list.updateItem', item: r });
            setReplying(null);
          }}
        />
      )}
      {confirmDelete && (
        <DeleteAllModal
          count={total}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => {
            setConfirmDelete(false);
            actor.send({ type: 'list.act', action: 'delete' });
          }}
        />
      )}
      {help && (
        <ShortcutsModal
          onClose={() => setHelp(false)}
          available={deletedView ? ['next', 'previous', 'toggleSelect', 'open', 'remove', 'undo', 'search', 'help'] : ['next', 'previous', 'toggleSelect', 'open', 'publish', 'hide', 'reply', 'pin', 'verify', 'remove', 'undo', 'search', 'help']}
        />
      )}
    </>
  );
}
