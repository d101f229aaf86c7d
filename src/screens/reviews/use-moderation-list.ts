import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { moderationListMachine } from '../../../machines/reviews/moderation-list.machine';
import type { FetchedPage, ListQuery, PerformInput, PerformOutput } from '../../../machines/reviews/moderation-list.types';
import { useRuntime } from '../../app/runtime-context';

/** The calls behind one list (reviews or questions). */
export interface ListCalls {
  fetchPage: (query: ListQuery) => Promise<FetchedPage>;
  perform: (input: PerformInput) => Promise<PerformOutput>;
  undo: (token: string) => Promise<{ restored: number }>;
}

/**
 * A moderation list actor for the screen: created once with the calls, fed the query whenever
 * the address changes, and turning its events into toasts (with Undo) and page changes.
 * `kind` picks the wording (`reviews` or `questions`).
 */
export function useModerationList(kind: 'reviews' | 'questions', calls: ListCalls, query: ListQuery, onPageWanted: (page: number) => void) {
  const { t } = useTranslation('reviews');
  const runtime = useRuntime();
  const actor = useActorRef(
    moderationListMachine.provide({
      actors: {
        fetchPage: fromPromise<FetchedPage, ListQuery>(({ input }) => calls.fetchPage(input)),
        perform: fromPromise<PerformOutput, PerformInput>(({ input }) => calls.perform(input)),
        undo: fromPromise<{ restored: number }, { token: string }>(({ input }) => calls.undo(input.token)),
      },
    }),
    { input: { query } },
  );

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
      actor.on('undone', (e) => toast(t('undo.done', { count: e.restored }))),
      actor.on('undoFailed', (e) => toast(t('undo.failed', { message: e.message }), { error: true })),
      actor.on('pageWanted', (e) => pageWanted.current(e.page)),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, kind, runtime, t]);

  return actor;
}

/** The actor type of a moderation list. */
export type ModerationListActor = ReturnType<typeof useModerationList>;

/** Reads a primitive from a moderation list. */
export const useListSelector = <T,>(actor: ModerationListActor, select: (s: ReturnType<ModerationListActor['getSnapshot']>) => T) =>
  useSelector(actor, select);
