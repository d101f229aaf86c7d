import { PHOTO_REMINDER_AFTER_DAYS, PHOTO_REMINDER_WINDOW_DAYS, UPDATE_REQUEST_INTERVAL_DAYS } from '../../../src/contract/review-form';
import { gid } from '../domain/store-ids';
import { ApiError, ResultCode } from '../domain/errors';
import { requestLinks } from '../domain/request-links';
import type { EmailKind } from '../mail/types';
import type { EmailTemplateType } from '../../../src/contract/email-templates';
import { isUnsubscribed } from '../requests/repository';
import { readRequestSettings } from '../requests/settings';
import { formLinkSigner } from './form-links';
import type { RewardMailContext } from './reward-email';
import { buildReviewEmail, customerLanguage, logEmailFailure, reviewEmailSource } from './review-email';

/*
 * Follow-ups of a written review, both to the request's own links: the photo/video reminder (a
 * few days after a review without media, once, to /media_submit) and the merchant's request to
 * update a review (the update_review email, to the form in edit mode; an edit is held for the
 * merchant like a new review).
 */

const DAY_MS = 86_400_000;

/** What sending follow-ups needs: the mail context and the secret that signs the links. */
export interface FollowUpContext extends RewardMailContext {
  secret: string;
}

interface FollowUpRow {
  id: number;
  shop_id: number;
  email: string;
  product_id: number;
  token: string;
}

/** The /media_submit link of a request, for one review. */
export function mediaSubmitLink(ctx: FollowUpContext, token: string, reviewId: number): string {
  const sig = formLinkSigner(ctx.secret)(token);
  const base = ctx.publicUrl.replace(/\/$/, '');
  return `${base}/media_submit?token=${encodeURIComponent(token)}&sig=${encodeURIComponent(sig)}&review=${reviewId}`;
}

async function sendFollowUp(
  ctx: FollowUpContext,
  row: FollowUpRow,
  what: { type: EmailTemplateType; kind: EmailKind; key: string; url: string },
): Promise<boolean> {
  const source = reviewEmailSource(ctx.db, row.shop_id, row.id);
  if (!source?.email) return false;
  const built = buildReviewEmail(source, ctx.publicUrl, ctx.db, {
    type: what.type,
    kind: what.kind,
    idempotencyKey: what.key,
    language: customerLanguage(ctx.db, row.shop_id, source.language),
    to: { name: source.requestName || source.author, address: source.email },
    button: { url: what.url },
  });
  if (!built.ok) throw new Error(`template errors: ${built.errors.map((e) => `${e.field} ${e.message}`).join('; ')}`);
  await ctx.mailer.send(built.email);
  return true;
}

const FOLLOW_UP_SQL = `SELECT r.id, r.shop_id, r.email, r.product_id, q.token
  FROM reviews r JOIN review_requests q ON q.id = r.request_id AND q.shop_id = r.shop_id`;

/**
 * Sends the photo/video reminder for reviews written through a request {@link PHOTO_REMINDER_AFTER_DAYS}
 * days ago or more (and less than {@link PHOTO_REMINDER_WINDOW_DAYS}) that have no photo or video,
 * are not hidden or deleted, whose customer did not unsubscribe, in shops whose requests are on.
 * Once per review (stamped after the send; the mailer's key keeps a retry from sending twice).
 */
export async function sendPhotoReminders(ctx: FollowUpContext, now: number): Promise<number> {
  const rows = ctx.db
    .prepare(`${FOLLOW_UP_SQL}
      WHERE r.has_media = 0 AND r.photo_reminder_at IS NULL AND r.deleted_at IS NULL AND r.status != 'hidden'
        AND r.email IS NOT NULL AND r.created_at <= ? AND r.created_at > ? ORDER BY r.id LIMIT 200`)
    .all(now - PHOTO_REMINDER_AFTER_DAYS * DAY_MS, now - PHOTO_REMINDER_WINDOW_DAYS * DAY_MS) as FollowUpRow[];
  let sent = 0;
  for (const row of rows) {
    const skip = !readRequestSettings(ctx.db, row.shop_id).enabled || isUnsubscribed(ctx.db, row.shop_id, row.email);
    try {
      const went =
        !skip &&
        (await sendFollowUp(ctx, row, {
          type: 'photo_video_reminder',
          kind: 'photo_reminder',
          key: `photo-reminder:${row.id}`,
          url: mediaSubmitLink(ctx, row.token, row.id),
        }));
      if (went) sent += 1;
    } catch (err) {
      logEmailFailure(`photo reminder of review ${row.id}`, err);
      continue;
    }
    // Stamped when sent, and when it will never be (requests off, unsubscribed): not tried again.
    ctx.db.prepare('UPDATE reviews SET photo_reminder_at = ? WHERE id = ?').run(now, row.id);
  }
  return sent;
}

/**
 * Emails the customer the update_review email, its button opening their review on the form to
 * edit. Only for a review written through a request (its link is the customer's), with an address
 * that did not unsubscribe, at most once per {@link UPDATE_REQUEST_INTERVAL_DAYS} days.
 * @throws ApiError 422 with the reason the merchant sees.
 */
export async function requestReviewUpdate(ctx: FollowUpContext, shopId: number, reviewId: number, now: number): Promise<{ sentAt: string }> {
  const row = ctx.db.prepare(`${FOLLOW_UP_SQL} WHERE r.id = ? AND r.shop_id = ? AND r.deleted_at IS NULL`).get(reviewId, shopId) as
    | FollowUpRow
    | undefined;
  if (!row?.email) throw new ApiError(ResultCode.validation, 'notFromRequest', 422);
  if (isUnsubscribed(ctx.db, shopId, row.email)) throw new ApiError(ResultCode.validation, 'unsubscribed', 422);
  const last = ctx.db.prepare('SELECT update_requested_at FROM reviews WHERE id = ?').pluck().get(reviewId) as number | null;
  if (last !== null && now - last < UPDATE_REQUEST_INTERVAL_DAYS * DAY_MS) throw new ApiError(ResultCode.validation, 'askedRecently', 422);
  const url = requestLinks(ctx.publicUrl, row.token, formLinkSigner(ctx.secret)).form(gid('Product', row.product_id));
  await sendFollowUp(ctx, row, { type: 'update_review', kind: 'update_request', key: `update-request:${reviewId}:${now}`, url });
  ctx.db.prepare('UPDATE reviews SET update_requested_at = ? WHERE id = ?').run(now, reviewId);
  return { sentAt: new Date(now).toISOString() };
}
