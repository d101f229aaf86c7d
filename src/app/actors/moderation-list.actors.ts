import { fromPromise } from 'xstate';
import { moderationListMachine } from '../../../machines/reviews/moderation-list.machine';
import type { FetchedPage, ListQuery, PerformInput, PerformOutput } from '../../../machines/reviews/moderation-list.types';
import type { QuestionFilter } from '../../contract/questions';
import type { ReviewFilter, ReviewSort } from '../../contract/reviews';
import type { Runtime } from '../runtime';

/** The calls behind one list (reviews or questions). */
export interface ListCalls {
  fetchPage: (query: ListQuery) => Promise<FetchedPage>;
  perform: (input: PerformInput) => Promise<PerformOutput>;
  undo: (token: string) => Promise<{ restored: number; skipped: number }>;
}

/** A list's bulk call as the machine's perform actor takes it. */
export function performWith<A extends string>(bulk: (action: A, target: { ids: number[] } | { filter: Record<string, unknown> }) => Promise<{ affected: number; undo_token: string }>) {
  return async ({ action, target }: PerformInput): Promise<PerformOutput> => {
    const r = await bulk(action as A, target);
    return { affected: r.affected, undoToken: r.undo_token };
  };
}

/** A moderation list machine over the given calls. */
export function moderationListMachineWith(calls: ListCalls) {
  return moderationListMachine.provide({
    actors: {
      fetchPage: fromPromise<FetchedPage, ListQuery>(({ input }) => calls.fetchPage(input)),
      perform: fromPromise<PerformOutput, PerformInput>(({ input }) => calls.perform(input)),
      undo: fromPromise<{ restored: number; skipped?: number }, { token: string }>(({ input }) => calls.undo(input.token)),
    },
  });
}

/** The reviews list of /reviewList wired to list_reviews, the bulk actions and undo. */
export function reviewListMachineFor(runtime: Runtime) {
  const api = runtime.api.reviews;
  return moderationListMachineWith({
    fetchPage: (q) => api.listReviews(q.filter as ReviewFilter, (q.sort ?? 'newest') as ReviewSort, { page: q.page, per_page: q.perPage }),
    perform: performWith(api.bulkReviews),
    undo: (token) => api.undoReviews(token),
  });
}

/** The questions list of /reviewList wired to list_questions, the bulk actions and undo. */
export function questionListMachineFor(runtime: Runtime) {
  const api = runtime.api.reviews;
  return moderationListMachineWith({
    fetchPage: (q) => api.listQuestions(q.filter as QuestionFilter, { page: q.page, per_page: q.perPage }),
    perform: performWith(api.bulkQuestions),
    undo: (token) => api.undoQuestions(token),
  });
}
