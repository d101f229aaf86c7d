import { fromPromise } from 'xstate';
import type { Review, ReviewFilter, ReviewSort } from '../../contract/reviews';
import { ApiError } from '../../api/errors';
import { UploadError, uploaderFor } from '../../api/uploads.api';
import type { Runtime } from '../runtime';
import { provideTask } from './task.actors';

/** Largest photo or video a merchant may add to a review. */
export const REVIEW_MEDIA_LIMIT = '20MB';

/** Adds or replaces a review's public reply (optionally emailing the reviewer). */
export const replyTask = (runtime: Runtime) =>
  provideTask(({ id, body, notify }: { id: number; body: string; notify: boolean }) => runtime.api.reviews.reply(id, body, notify));

/** Removes a review's public reply. */
export const deleteReplyTask = (runtime: Runtime) => provideTask((id: number) => runtime.api.reviews.deleteReply(id));

/** Answers a customer question (or edits the answer). */
export const answerTask = (runtime: Runtime) =>
  provideTask(({ id, body }: { id: number; body: string }) => runtime.api.reviews.answerQuestion(id, body));

/** Uploads photos or videos with the signed form and attaches them to a review; refusals arrive translated. */
export const addMediaTask = (runtime: Runtime) =>
  provideTask(async ({ id, files }: { id: number; files: File[] }): Promise<{ review: Review; count: number }> => {
    const uploader = uploaderFor(runtime.api.http);
    const urls: string[] = [];
    try {
      for (const file of files) urls.push((await uploader.upload(file, { maxSize: REVIEW_MEDIA_LIMIT })).url);
    } catch (e) {
      if (e instanceof UploadError) throw new Error(runtime.i18n.t(`media.${e.reason}`, { ns: 'reviews', limit: e.limit }), { cause: e });
      throw e;
    }
    return { review: await runtime.api.reviews.addMedia(id, urls), count: urls.length };
  });

/** Removes one photo or video from a review. */
export const removeMediaTask = (runtime: Runtime) =>
  provideTask(({ id, url }: { id: number; url: string }) => runtime.api.reviews.removeMedia(id, url));

/** The reviews matching the list's filter and sort as CSV. */
export const exportReviewsTask = (runtime: Runtime) =>
  provideTask(({ filter, sort }: { filter: ReviewFilter; sort: ReviewSort }) => runtime.api.reviews.exportReviews(filter, sort));

/** Why the server refuses to ask a customer to update a review (its message is one of these keys). */
const UPDATE_REFUSALS = ['notFromRequest', 'unsubscribed', 'askedRecently'];

/** Emails the customer of a collected review the update_review email; a refusal arrives translated. */
export const requestUpdateTask = (runtime: Runtime) =>
  provideTask(async (id: number) => {
    try {
      return await runtime.api.reviewSettings.requestReviewUpdate(id);
    } catch (e) {
      if (e instanceof ApiError && UPDATE_REFUSALS.includes(e.message)) {
        throw new Error(runtime.i18n.t(`updateRequest.${e.message}`, { ns: 'reviews' }), { cause: e });
      }
      throw e;
    }
  });

/** Loads one review (the modal opened by `?id=`). */
export const reviewLoaderFor = (runtime: Runtime) => fromPromise<Review, number>(({ input }) => runtime.api.reviews.getReview(input));
