import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { moderationListMachine } from '../../../machines/reviews/moderation-list.machine';
import {
  hasLoadError, isBusy, isLoading, selectedCount, selectListAllMatching, selectListCounts, selectListFocus, selectListItems, selectListLoadError,
  selectListPages, selectListRunning, selectListRunningIds, selectListSelectedIds, selectListTotal,
} from '../../../machines/reviews/moderation-list.selectors';
import type { ListQuery } from '../../../machines/reviews/moderation-list.types';
import type { Runtime } from '../../app/runtime';
import { useRuntime } from '../../app/runtime-context';

type ModerationListMachine = typeof moderationListMachine;

/**
 * A moderation list actor for the screen: created once with the calls, fed the query whenever
 * the address changes, and turning its events into toasts (with Undo) and page changes.
 * `kind` picks the wording (`reviews` or `questions`).
 */
export function useModerationList(
  kind: 'reviews' | 'questions',
  provider: (runtime: Runtime) => ModerationListMachine,
  query: ListQuery,
  onPageWanted: (page: number, replace: boolean) => void,
) {
  const { t } = useTranslation('reviews');
  const runtime = useRuntime();
  const [machine] = useState(() => provider(runtime));
  const actor = useActorRef(machine, { input: { query } });

  const key = JSON.stringify(query);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    actor.send({ type: 'list.query', query: JSON.parse(key) as ListQuery });
  }, [actor, key]);

  const pageWanted = useRef(onPageWanted);
  pageWanted.current = onPageWanted;
  useEffect(() => {
    const toast = (content: string, extra: { error?: boolean; action?: { content: string; onAction: () => void } } = {}) =>
      runtime.toasts.send({ type: 'toast.show', toast: { content, duration: extra.action ? 10_000 : undefined, ...extra } });
    const subs = [
      actor.on('acted', (e) =>
        toast(t(`${kind}.done.${e.action}`, { count: e.affected }), e.undoable && e.affected > 0
          ? { action: { content: t('actions.undo'), onAction: () => actor.send({ type: 'list.undo' }) } }
          : {}),
      ),
      actor.on('actFailed', (e) => toast(t('errors.actionFailed', { message: e.message }), { error: true })),
      actor.on('undone', (e) => toast(e.skipped > 0 ? `${t('undo.done', { count: e.restored })} ${t('undo.skipped', { n: e.skipped })}` : t('undo.done', { count: e.restored }))),
      actor.on('undoFailed', (e) => toast(t('undo.failed', { message: e.message }), { error: true })),
      actor.on('pageWanted', (e) => pageWanted.current(e.page, e.replace ?? false)),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, kind, runtime, t]);

  return actor;
}

/**
 * What a list tab shows around its rows, without the selection and the keyboard focus (rows and the bulk bar
 * read those themselves, so ticking a row or moving the focus does not re-render the tab).
 */
export function useListFrame<T, C>(actor: ModerationListActor) {
  return {
    items: useSelector(actor, selectListItems) as T[],
    total: useSelector(actor, selectListTotal),
    counts: useSelector(actor, selectListCounts) as C | null,
    loading: useSelector(actor, isLoading),
    failed: useSelector(actor, hasLoadError),
    loadError: useSelector(actor, selectListLoadError),
    busy: useSelector(actor, isBusy),
    pages: useSelector(actor, selectListPages),
  };
}

/** What a list tab shows, the selection and the keyboard focus included, read one primitive (or stable reference) at a time. */
export function useListView<T, C>(actor: ModerationListActor) {
  return {
    ...useListFrame<T, C>(actor),
    running: useSelector(actor, selectListRunning),
    runningIds: useSelector(actor, selectListRunningIds),
    selectedIds: useSelector(actor, selectListSelectedIds),
    allMatching: useSelector(actor, selectListAllMatching),
    count: useSelector(actor, selectedCount),
    focus: useSelector(actor, selectListFocus),
  };
}

/** The actor type of a moderation list. */
export type ModerationListActor = ReturnType<typeof useModerationList>;
