import { BlockStack, Box, Button, ButtonGroup, ChoiceList, IndexFilters, InlineStack, IndexFiltersMode, IndexTable, Text, useSetIndexFiltersMode } from '@shopify/polaris';
import type { IndexTableProps } from '@shopify/polaris';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question, QuestionAction, QuestionCounts } from '../../contract/questions';
import { questionListMachineFor } from '../../app/actors/moderation-list.actors';
import { formatNumber } from '../../lib/format';
import { focusedItem } from '../../../machines/reviews/moderation-list.selectors';
import { AnswerModal } from './AnswerModal';
import { listPagination } from './list-pagination';
import { ListEmptyState } from './ListEmptyState';
import { ListSkeleton, skeletonRows } from './ListSkeleton';
import { QuestionContent } from './QuestionContent';
import { questionQueryOf, viewOf, VIEWS, type ReviewSearch } from './review-search';
import { ListLoadFailed } from './ListLoadFailed';
import { SelectAllMatching } from './SelectAllMatching';
import { onSelection } from './selection';
import { ShortcutsModal } from './ShortcutsModal';
import { useKeywordField } from './use-keyword-field';
import { useListView, useModerationList } from './use-moderation-list';
import { useModerationKeys } from './use-moderation-keys';
import { useNarrow } from '../../ui/use-narrow';
import { QaSettingsButton } from '../qa-settings/QaSettingsButton';

/** The Q&A tab of /reviewList: customer questions with answers, publish, hide, delete and restore with the same bulk and undo rules. */
export function QuestionsTab({ search, update }: { search: ReviewSearch; update: (change: Partial<ReviewSearch>, replace?: boolean) => void }) {
  const { t, i18n } = useTranslation('reviews');
  const lng = i18n.language;
  const query = questionQueryOf(search);
  const actor = useModerationList('questions', questionListMachineFor, query, (page, replace) => update({ page: String(page) }, replace));
  const { items, total, counts, loading, failed, loadError, busy, runningIds, selectedIds, allMatching, focus, pages } = useListView<Question, QuestionCounts>(actor);
  const { mode, setMode } = useSetIndexFiltersMode();
  const keyword = useKeywordField(search.q, (q) => update({ q }, true));
  const [answering, setAnswering] = useState<Question | null>(null);
  const [help, setHelp] = useState(false);
  const narrow = useNarrow();
  const view = viewOf(search);
  const deletedView = view === 'deleted';
  const act = (action: QuestionAction, ids?: number[]) => actor.send({ type: 'list.act', action, ids });
  const onFocused = (fn: (q: Question) => void) => () => {
    const q = focusedItem(actor.getSnapshot().context) as Question | null;
    if (q) fn(q);
  };
  useModerationKeys({
    next: () => actor.send({ type: 'list.focusNext' }),
    previous: () => actor.send({ type: 'list.focusPrevious' }),
    toggleSelect: onFocused((q) => actor.send({ type: 'list.select', ids: selectedIds.includes(q.id) ? selectedIds.filter((id) => id !== q.id) : [...selectedIds, q.id] })),
    publish: deletedView ? undefined : onFocused((q) => act('publish', [q.id])),
    hide: deletedView ? undefined : onFocused((q) => act('hide', [q.id])),
    reply: deletedView ? undefined : onFocused(setAnswering),
    remove: onFocused((q) => act(deletedView ? 'restore' : 'delete', [q.id])),
    undo: () => actor.send({ type: 'list.undo' }),
    search: () => setMode(IndexFiltersMode.Filtering),
    help: () => setHelp(true),
  });

  const clearAll = () => update({ answered: undefined, q: undefined });
  const bulk = (list: QuestionAction[]) => list.map((a) => ({ content: t(`questions.actions.${a}`), destructive: a === 'delete', onAction: () => act(a) }));
  const selectionChange: IndexTableProps['onSelectionChange'] = (type, toggle, selection) =>
    onSelection(actor, items.map((q) => q.id), selectedIds, type, toggle, selection);

  return (
    <>
      <Box padding="300" paddingBlockEnd="0">
        <InlineStack align="end">
          <QaSettingsButton />
        </InlineStack>
      </Box>
      <IndexFilters
        tabs={VIEWS.map((v) => ({
          id: `qview-${v}`,
          content: t(`views.${v}`),
          badge: v !== 'all' && v !== 'deleted' && counts ? formatNumber(lng, counts.status[v]) : undefined,
        }))}
        selected={VIEWS.indexOf(view)}
        onSelect={(index) => update({ view: index === 0 ? undefined : VIEWS[index] })}
        canCreateNewView={false}
        queryValue={keyword.value}
        queryPlaceholder={t('filters.searchQuestions')}
        onQueryChange={keyword.onChange}
        onQueryClear={keyword.clear}
        filters={[{
          key: 'answered',
          label: t('filters.answered'),
          shortcut: true,
          filter: (
            <ChoiceList
              title={t('filters.answered')}
              titleHidden
              choices={[
                { value: '0', label: `${t('questions.unanswered')}${counts ? ` (${formatNumber(lng, counts.answered.unanswered)})` : ''}` },
                { value: '1', label: `${t('questions.answeredFilter')}${counts ? ` (${formatNumber(lng, counts.answered.answered)})` : ''}` },
              ]}
              selected={search.answered ? [search.answered] : []}
              onChange={([value]) => update({ answered: value })}
            />
          ),
        }]}
        appliedFilters={search.answered ? [{ key: 'answered', label: t(search.answered === '1' ? 'questions.answeredFilter' : 'questions.unanswered'), onRemove: () => update({ answered: undefined }) }] : []}
        onClearAll={clearAll}
        cancelAction={{ onAction: clearAll }}
        mode={mode}
        setMode={setMode}
        loading={loading}
        disableKeyboardShortcuts
      />
      <SelectAllMatching kind="questions" actor={actor} pageSelected={items.length > 0 && selectedIds.length === items.length} allMatching={allMatching} total={total} />
      {failed ? (
        <ListLoadFailed actor={actor} message={loadError} />
      ) : (
        <IndexTable
          resourceName={{ singular: t('questions.one'), plural: t('questions.other') }}
          itemCount={items.length}
          selectedItemsCount={allMatching ? 'All' : selectedIds.length}
          onSelectionChange={selectionChange}
          headings={narrow ? [{ title: t('columns.question') }] : [{ title: t('columns.question') }, { title: t('columns.product') }, { title: t('columns.actions') }]}
          promotedBulkActions={deletedView ? bulk(['restore']) : bulk(['publish', 'hide', 'delete'])}
          loading={loading}
          emptyState={loading ? <ListSkeleton rows={skeletonRows(query.page, query.perPage, total)} /> : <ListEmptyState kind="questions" filtered={Boolean(search.answered || search.q)} deleted={deletedView} onClear={clearAll} />}
          pagination={listPagination(t, lng, query, total, pages, (page) => update({ page: String(page) }))}
        >
          {items.map((q, index) => {
            const content = (
              <div className={index === focus ? 'ra-review-cell ra-row-focused' : 'ra-review-cell'}>
                <QuestionContent question={q} />
              </div>
            );
            const product = <Text as="span" breakWord tone={narrow ? 'subdued' : undefined}>{q.product.title || q.product.handle}</Text>;
            const actions = (
              <div onClick={(e) => e.stopPropagation()} role="presentation">
                {q.deleted_at ? (
                  <Button size="slim" onClick={() => act('restore', [q.id])}>{t('questions.actions.restore')}</Button>
                ) : (
                  <ButtonGroup noWrap={!narrow}>
                    <Button size="slim" loading={busy && runningIds?.includes(q.id)} onClick={() => act(q.status === 'published' ? 'hide' : 'publish', [q.id])}>
                      {t(`questions.actions.${q.status === 'published' ? 'hide' : 'publish'}`)}
                    </Button>
                    <Button size="slim" onClick={() => setAnswering(q)}>{t(q.answer ? 'questions.editAnswer' : 'questions.answer')}</Button>
                    <Button size="slim" tone="critical" variant="tertiary" onClick={() => act('delete', [q.id])}>{t('questions.actions.delete')}</Button>
                  </ButtonGroup>
                )}
              </div>
            );
            return (
              <IndexTable.Row id={String(q.id)} key={q.id} position={index} selected={allMatching || selectedIds.includes(q.id)}>
                {narrow ? (
                  // Narrow layout: question, product and buttons stacked in one cell, so nothing scrolls sideways.
                  <IndexTable.Cell className="ra-stacked-cell">
                    <BlockStack gap="200">
                      {content}
                      {product}
                      {actions}
                    </BlockStack>
                  </IndexTable.Cell>
                ) : (
                  <>
                    <IndexTable.Cell>{content}</IndexTable.Cell>
                    <IndexTable.Cell>{product}</IndexTable.Cell>
                    <IndexTable.Cell>{actions}</IndexTable.Cell>
                  </>
                )}
              </IndexTable.Row>
            );
          })}
        </IndexTable>
      )}
      <Box padding="300">
        <Button variant="plain" onClick={() => setHelp(true)}>{t('keys.show')}</Button>
      </Box>
      {answering && (
        <AnswerModal
          question={answering}
          onClose={() => setAnswering(null)}
          onSaved={(q) => {
            actor.send({ type: 'list.updateItem', item: q });
            setAnswering(null);
          }}
        />
      )}
      {help && <ShortcutsModal onClose={() => setHelp(false)} available={['next', 'previous', 'toggleSelect', 'publish', 'hide', 'reply', 'remove', 'undo', 'search', 'help']} />}
    </>
  );
}
