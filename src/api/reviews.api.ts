import { importBatchResultSchema, importDetailSchema, importListSchema, type ImportBatch } from '../contract/imports';
import { catalogProductListSchema, productRatingListSchema } from '../contract/products';
import { questionPageSchema, questionSchema, type QuestionAction, type QuestionFilter } from '../contract/questions';
import {
  bulkResultSchema,
  reviewPageSchema,
  reviewSchema,
  undoResultSchema,
  type ReviewAction,
  type ReviewFilter,
  type ReviewSort,
  type Selection,
} from '../contract/reviews';
import type { HttpClient } from './http';
import { answer } from './parse';
import type { Query } from './query';

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
      http.get(`${API}list_reviews`, { query: { ...filterQuery(filter), sort, ...paging } }).then(answer(reviewPageSchema)),
    /** One review (also a deleted one). */
    getReview: (id: number) => http.get(`${API}get_review`, { query: { id }, allowMultiple: true }).then(answer(reviewSchema)),
    /** Applies an action to some reviews or to every review matching a filter. */
    bulkReviews: (action: ReviewAction, selection: Selection<ReviewFilter>) =>
      http.post(`${API}bulk_review_action`, { action, ...selection }, { allowMultiple: true }).then(answer(bulkResultSchema)),
    /** Reverts a bulk action once, within 30 minutes. */
    undoReviews: (undoToken: string) =>
      http.post(`${API}undo_review_action`, { undo_token: undoToken }, { allowMultiple: true }).then(answer(undoResultSchema)),
    /** Adds or replaces the public reply of a review; `notify` emails the reviewer. */
    reply: (id: number, body: string, notify: boolean) =>
      http.post(`${API}reply_review`, { id, body, notify }, { allowMultiple: true }).then(answer(reviewSchema)),
    /** Removes the public reply of a review. */
    deleteReply: (id: number) => http.post(`${API}delete_reply`, { id }, { allowMultiple: true }).then(answer(reviewSchema)),
    /** Adds uploaded photos or videos (addresses the uploader answered) to a review. */
    addMedia: (id: number, urls: string[]) => http.post(`${API}add_review_media`, { id, urls }, { allowMultiple: true }).then(answer(reviewSchema)),
    /** Removes one photo or video from a review. */
    removeMedia: (id: number, url: string) => http.post(`${API}remove_review_media`, { id, url }, { allowMultiple: true }).then(answer(reviewSchema)),
    /** The reviews matching a filter as CSV text in the import format (text, not an envelope). */
    exportReviews: (filter: ReviewFilter, sort: ReviewSort) =>
      http.get<string>(`${API}export_reviews`, { query: { ...filterQuery(filter), sort }, text: true }),

    /** One page of questions matching a filter, newest first. */
    listQuestions: (filter: QuestionFilter, paging: Paging = {}) =>
      http.get(`${API}list_questions`, { query: { ...filterQuery(filter), ...paging } }).then(answer(questionPageSchema)),
    /** Answers a question (replacing an earlier answer). */
    answerQuestion: (id: number, body: string) =>
      http.post(`${API}answer_question`, { id, body }, { allowMultiple: true }).then(answer(questionSchema)),
    /** Applies an action to some questions or to every question matching a filter. */
    bulkQuestions: (action: QuestionAction, selection: Selection<QuestionFilter>) =>
      http.post(`${API}bulk_question_action`, { action, ...selection }, { allowMultiple: true }).then(answer(bulkResultSchema)),
    /** Reverts a bulk question action once, within 30 minutes. */
    undoQuestions: (undoToken: string) =>
      http.post(`${API}undo_question_action`, { undo_token: undoToken }, { allowMultiple: true }).then(answer(undoResultSchema)),

    /**
     * Stores one batch of normalized import rows (the first batch creates the import): the batch, or
     * its JSON already written as a Blob (see batchBody), which the request hands over as bytes.
     */
    importBatch: (batch: ImportBatch | Blob) =>
      http
        .post(`${API}import_reviews`, batch, { allowMultiple: true })
        .then(answer(importBatchResultSchema)),
    /** The shop's imports, newest first. */
    listImports: () => http.get(`${API}list_imports`).then(answer(importListSchema)),
    /** The shop's products (title order) with handles and SKUs; `keyword` narrows by title or handle. */
    getProducts: (query: { keyword?: string; limit?: number } = {}) =>
      http.get(`${API}get_products`, { query }).then(answer(catalogProductListSchema)),
    /** Average and count of published reviews of each product (gids, repeated `product_ids` keys), in the order asked. */
    getReviewRating: (productIds: readonly string[]) =>
      http.get(`${API}get_review_rating`, { query: { product_ids: [...productIds] } }).then(answer(productRatingListSchema)).then((r) => r.items),
    /** One import with its failed rows. */
    getImport: (id: string) => http.get(`${API}get_import`, { query: { id } }).then(answer(importDetailSchema)),
  };
}
