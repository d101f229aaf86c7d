import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import { undoRequestSchema as undoSchema } from '../../../../src/contract/requests';
import { MAX_BULK_IDS, MAX_REPLY_LENGTH } from '../../../../src/contract/reviews';
import type { AppContext, AppEnv } from '../context';
import { REVIEW_ACTIONS, bulkReviewAction } from '../../store/repositories/review-actions';
import { listReviews, reviewById } from '../../store/repositories/review-queries';
import { MAX_REVIEW_MEDIA, addReviewMedia, removeReviewMedia } from '../../store/repositories/review-media';
import { deleteReply, markReplyNotified, replyToReview } from '../../store/repositories/review-replies';
import { sendReplyEmail } from '../../collect/reply-email';
import { undoBulkChange } from '../../store/repositories/undo';
import { ok } from '../envelope';
import { ResultCode, businessError } from '../../domain/errors';
import { reviewFilterSchema, wholeNumber } from '../../domain/review-filter';
import { readReviewListQuery } from '../list-query';
import { reviewView } from '../../domain/review-view';
import { readBody, validate } from '../validate';

export { MAX_BULK_IDS, MAX_REPLY_LENGTH };

const idSchema = wholeNumber(1, Number.MAX_SAFE_INTEGER, 'must be an id (a whole number from 1)');

/** Body of the bulk calls: an action and exactly one of `ids` and `filter`. */
export function bulkSchema<A extends readonly [string, ...string[]], F extends z.ZodType>(actions: A, filter: F) {
  return z
    .strictObject({
      action: z.enum(actions, { error: `must be one of ${actions.join(', ')}` }),
      ids: z.array(idSchema).min(1, { error: 'must name at least 1 id' }).max(MAX_BULK_IDS, { error: `at most ${MAX_BULK_IDS} ids` }).optional(),
      filter: filter.optional(),
    })
    .refine((b) => (b.ids === undefined) !== (b.filter === undefined), { error: 'give exactly one of ids and filter', path: ['ids'] });
}

const replySchema = z.strictObject({
  id: idSchema,
  body: z.string().trim().min(1, { error: 'must not be empty' }).max(MAX_REPLY_LENGTH, { error: `at most ${MAX_REPLY_LENGTH} characters` }),
  notify: z.boolean({ error: 'must be true or false' }),
});
const idBodySchema = z.strictObject({ id: idSchema });
const mediaUrl = z.string().url({ error: 'must be an address' }).max(2000);
const addMediaSchema = z.strictObject({ id: idSchema, urls: z.array(mediaUrl).min(1, { error: 'must name at least 1 address' }).max(MAX_REVIEW_MEDIA) });
const removeMediaSchema = z.strictObject({ id: idSchema, url: z.string().min(1).max(2000) });

/** The id from the `id` query parameter. */
export function queryId(c: Context): number {
  return validate(z.object({ id: idSchema }), { id: c.req.query('id') }).id;
}

const origin = (c: Context): string => new URL(c.req.url).origin;

/**
 * Manage reviews (/reviewList):
 * - `GET list_reviews` → `{items: Review[], total, page, per_page, counts}`; filters, sort and
 *   paging in the query (repeated keys for status, rating, source); counts are faceted (each
 *   facet over the filter minus itself, see reviewTotals).
 * - `GET get_review?id` → Review, or a 40400 business error.
 * - `POST bulk_review_action {action, ids | filter}` → `{affected, undo_token}`;
 *   `POST undo_review_action {undo_token}` → `{restored, skipped}` (30 minutes, once; only the
 *   fields the action changed, on rows that still hold the value it set; the others are skipped).
 * - `POST reply_review {id, body, notify}` and `POST delete_reply {id}` → Review. With `notify`, when the
 *   reviewer left an address and the shop's reply emails are on, the reviewer is emailed the reply
 *   (after it is saved); `reply.notified` says whether the email went.
 * - `POST add_review_media {id, urls}` (the shop's own uploads) and `POST remove_review_media {id, url}` → Review.
 */
export function reviewRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const shopId = (c: Context<AppEnv>): number => c.var.session.shop.id;
  const reviewOf = (c: Context<AppEnv>, id: number) => {
    const row = reviewById(ctx.db, shopId(c), id);
    if (!row) businessError(ResultCode.notFound, `Review ${id} not found`);
    return reviewView(row, origin(c));
  };

  app.get('/list_reviews', (c) => {
    const query = readReviewListQuery(c);
    const page = listReviews(ctx.db, shopId(c), { ...query, now: ctx.now() });
    return ok(c, {
      items: page.rows.map((row) => reviewView(row, origin(c))),
      total: page.total,
      page: query.page,
      per_page: query.perPage,
      counts: page.counts,
    });
  });

  app.get('/get_review', (c) => ok(c, reviewOf(c, queryId(c))));

  app.post('/bulk_review_action', async (c) => {
    const body = await readBody(c, bulkSchema(REVIEW_ACTIONS, reviewFilterSchema));
    const selection = body.ids ? { ids: body.ids } : { filter: body.filter ?? {} };
    return ok(c, bulkReviewAction(ctx.db, shopId(c), body.action, selection, ctx.now()));
  });

  app.post('/undo_review_action', async (c) => {
    const body = await readBody(c, undoSchema);
    return ok(c, undoBulkChange(ctx.db, shopId(c), 'review', body.undo_token, ctx.now()));
  });

  app.post('/reply_review', async (c) => {
    const body = await readBody(c, replySchema);
    const reply = replyToReview(ctx.db, shopId(c), { ...body, now: ctx.now() });
    if (reply.notify && (await sendReplyEmail(ctx, shopId(c), body.id, reply.replyAt))) markReplyNotified(ctx.db, body.id, reply.replyAt);
    return ok(c, reviewOf(c, body.id));
  });

  app.post('/delete_reply', async (c) => {
    const body = await readBody(c, idBodySchema);
    deleteReply(ctx.db, shopId(c), body.id);
    return ok(c, reviewOf(c, body.id));
  });

  app.post('/add_review_media', async (c) => {
    const body = await readBody(c, addMediaSchema);
    addReviewMedia(ctx.db, shopId(c), { ...body, origin: origin(c) });
    return ok(c, reviewOf(c, body.id));
  });

  app.post('/remove_review_media', async (c) => {
    const body = await readBody(c, removeMediaSchema);
    removeReviewMedia(ctx.db, shopId(c), { ...body, origin: origin(c) });
    return ok(c, reviewOf(c, body.id));
  });

  return app;
}
