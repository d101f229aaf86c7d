import type { HttpClient } from './http';
import type { Query } from './query';
import type {
  BulkResult,
  CatalogProduct,
  ImportBatch,
  ImportBatchResult,
  ImportDetail,
  ImportSummary,
  ListPage,
  Question,
  QuestionAction,
  QuestionCounts,
  QuestionFilter,
  Review,
  ReviewAction,
  ReviewCounts,
  ReviewFilter,
  ReviewSort,
  Selection,
} from './reviews.types';

const API = 'api/v1/admin/';

/** Paging of a list call. */
export interface Paging {
  page?: number;
  per_page?: number;
}

/** A filter as query parameters: lists become repeated keys, flags 1 or 0, empty values left out. */
export function filterQuery(filter: ReviewFilter | QuestionFilter): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(filter) as [string, unknown][]) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (typeof value === 'boolean') query[key] = value ? 1 : 0;
    else query[key] = value as Query[string];
  }
  return query;
}

/** Manage reviews and Q&A: lists, bulk actions with undo, replies, answers and export. */
export function reviewsApi(http: HttpClient) {
  return {
    /** One page of reviews matching a filter, with total and faceted counts. */
    listReviews: (filter: ReviewFilter, sort: ReviewSort, paging: Paging = {}) =>
      http.get<ListPage<Review, ReviewCounts>>(`${API}list_reviews`, { query: { ...filterQuery(filter), sort, ...paging } }),
    /** One review (also a deleted one). */
    getReview: (id: number) => http.get<Review>(`${API}get_review`, { query: { id }, allowMultiple: true }),
    /** Applies an action to some reviews or to every review matching a filter. */
    bulkReviews: (action: ReviewAction, selection: Selection<ReviewFilter>) =>
      http.post<BulkResult>(`${API}bulk_review_action`, { action, ...selection }, { allowMultiple: true }),
    /** Reverts a bulk action once, within 30 minutes. */
    undoReviews: (undoToken: string) =>
      http.post<{ restored: number }>(`${API}undo_review_action`, { undo_token: undoToken }, { allowMultiple: true }),
    /** Adds or replaces the public reply of a review; `notify` emails the reviewer. */
    reply: (id: number, body: string, notify: boolean) =>
      http.post<Review>(`${API}reply_review`, { id, body, notify }, { allowMultiple: true }),
    /** Removes the public reply of a review. */
    deleteReply: (id: number) => http.post<Review>(`${API}delete_reply`, { id }, { allowMultiple: true }),
    /** Adds uploaded photos or videos (addresses the uploader answered) to a review. */
    addMedia: (id: number, urls: string[]) => http.post<Review>(`${API}add_review_media`, { id, urls }, { allowMultiple: true }),
    /** Removes one photo or video from a review. */
    removeMedia: (id: number, url: string) => http.post<Review>(`${API}remove_review_media`, { id, url }, { allowMultiple: true }),
    /** The reviews matching a filter as CSV text in the import format. */
    exportReviews: (filter: ReviewFilter, sort: ReviewSort) =>
      http.get<string>(`${API}export_reviews`, { query: { ...filterQuery(filter), sort }, text: true }),

    /** One page of questions matching a filter, newest first. */
    listQuestions: (filter: QuestionFilter, paging: Paging = {}) =>
      http.get<ListPage<Question, QuestionCounts>>(`${API}list_questions`, { query: { ...filterQuery(filter), ...paging } }),
    /** Answers a question (replacing an earlier answer). */
    answerQuestion: (id: number, body: string) =>
      http.post<Question>(`${API}answer_question`, { id, body }, { allowMultiple: true }),
    /** Applies an action to some questions or to every question matching a filter. */
    bulkQuestions: (action: QuestionAction, selection: Selection<QuestionFilter>) =>
      http.post<BulkResult>(`${API}bulk_question_action`, { action, ...selection }, { allowMultiple: true }),
    /** Reverts a bulk question action once, within 30 minutes. */
    undoQuestions: (undoToken: string) =>
      http.post<{ restored: number }>(`${API}undo_question_action`, { undo_token: undoToken }, { allowMultiple: true }),

    /** Stores one batch of normalized import rows (the first batch creates the import). */
    importBatch: (batch: ImportBatch) => http.post<ImportBatchResult>(`${API}import_reviews`, batch, { allowMultiple: true }),
    /** The shop's imports, newest first. */
    listImports: () => http.get<{ items: ImportSummary[] }>(`${API}list_imports`),
    /** The shop's products (title order) with handles and SKUs; `keyword` narrows by title or handle. */
    getProducts: (query: { keyword?: string; limit?: number } = {}) =>
      http.get<{ items: CatalogProduct[]; total: number }>(`${API}get_products`, { query }),
    /** One import with its failed rows. */
    getImport: (id: string) => http.get<ImportDetail>(`${API}get_import`, { query: { id } }),
  };
}
