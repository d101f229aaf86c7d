import type { Database } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import type { LanguageCode } from '../../../src/contract/constants';
import { reviewFormSubmitSchema, type FormFieldError, type FormMedia, type FormReward, type ReviewFormResult } from '../../../src/contract/review-form';
import type { AttributeAnswer } from '../../../src/contract/review-rules';
import type { ReviewMedia, ReviewStatus } from '../../../src/contract/reviews';
import { reviewDuplicateKey } from '../domain/review-duplicate-key';
import { markRequestReviewed } from '../requests/tracking';
import { reviewInserter } from '../store/repositories/review-insert';
import type { FormTarget } from './form-links';
import { UPLOADS_PATH, linkProducts, requestReview, type LinkProduct, type StoredFormReview } from './form-products';
import { checkAnswers, checkEmail, checkMedia, checkProduct, checkRequired, fieldErrors, schemaErrors } from './form-validate';
import { linkQuestions } from './form-view';
import { decideStatus, type ModerationDecision } from './moderation';
import { grantReward, type RewardContext } from './rewards';
import { readCollectSettings } from './settings-store';

/** One review of a submit, checked. */
interface CheckedItem {
  product: LinkProduct;
  rating: number;
  title: string;
  body: string;
  media: FormMedia[];
  answers: AttributeAnswer[];
}

/** A submit, checked against its link. */
interface CheckedSubmit {
  language: LanguageCode;
  name: string;
  email: string | null;
  items: CheckedItem[];
}

/** A review the submit wrote, with what its reward depends on. */
interface Written {
  id: number;
  productId: string;
  productTitle: string;
  status: ReviewStatus;
  photos: number;
  videos: number;
  /** A new review, or an edit that added media: it may earn a reward. */
  rewardable: boolean;
}

/** Counts of photos and videos of a media list. */
export const mediaCounts = (media: readonly { type: 'image' | 'video' }[]) => ({
  photos: media.filter((m) => m.type === 'image').length,
  videos: media.filter((m) => m.type === 'video').length,
});

/** Form media as a review stores them: served by this server under /uploads/. */
export const storedMedia = (media: readonly FormMedia[]): ReviewMedia[] =>
  media.map((m) => ({ type: m.type, url: `${UPLOADS_PATH}${m.key}`, thumb: `${UPLOADS_PATH}${m.key}` }));

/**
 * Checks a submit: the schema, then each field against the link.
 * @throws ApiError 422 `fields` listing every refused field.
 */
function checkSubmit(db: Database, target: FormTarget, input: unknown, origin: string): CheckedSubmit {
  const parsed = reviewFormSubmitSchema.safeParse(input);
  if (!parsed.success) throw fieldErrors(schemaErrors(parsed.error.issues));
  const submit = parsed.data;
  const errors: FormFieldError[] = [];
  const shopId = target.shop.id;
  const products = linkProducts(db, target, origin);
  const questions = linkQuestions(db, target, products);
  const name = checkRequired(submit.name, 'name', errors);
  const email = target.kind === 'shop' ? checkEmail(submit.email, errors) : target.request.customer_email;
  const taken = new Set<number>();
  const items: CheckedItem[] = [];
  submit.items.forEach((item, i) => {
    const path = `items.${i}`;
    const product = checkProduct(products, item.productId, taken, `${path}.productId`, errors);
    const body = checkRequired(item.body, `${path}.body`, errors);
    const media = checkMedia(db, shopId, item.media, `${path}.media`, errors);
    const asked = product ? questions.filter((q) => q.productNumbers.has(product.number)).map((q) => q.question) : [];
    const answers = checkAnswers(item.answers, asked, submit.language, `${path}.answers`, errors);
    if (product) items.push({ product, rating: item.rating, title: item.title.trim(), body, media, answers });
  });
  if (errors.length > 0) throw fieldErrors(errors);
  return { language: submit.language, name, email, items };
}

/** True when an edit changes nothing the customer wrote. */
function unchanged(before: StoredFormReview, item: CheckedItem): boolean {
  return before.rating === item.rating && before.title === item.title && before.body === item.body
    && before.media === JSON.stringify(storedMedia(item.media)) && before.answers === JSON.stringify(item.answers);
}

/** A stored review with a duplicate key. */
interface Twin {
  id: number;
  status: ReviewStatus;
  email: string | null;
  request_id: number | null;
  deleted_at: number | null;
}

/** A review the merchant hid (not the block list): an edit changes its text, not its state. */
const hiddenByMerchant = (review: StoredFormReview | undefined): boolean => review?.status === 'hidden' && review.held_reason !== 'blocked';
const KEEP_HIDDEN: ModerationDecision = { status: 'hidden', heldReason: null, autoPublishAt: null };

/** The order name a review of a request from an order carries (`#1001`), or null. */
function orderName(db: Database, target: FormTarget): string | null {
  if (target.kind !== 'request' || target.request.order_id === null) return null;
  return (db.prepare('SELECT name FROM orders WHERE id = ?').pluck().get(target.request.order_id) as string | undefined) ?? null;
}

/**
 * Writes a checked submit in one transaction: each review new (or, for a product this request link
 * reviewed already, edited in place), its state by the shop's publishing rules; the request is marked
 * reviewed. Answers what was written.
 */
function writeSubmit(db: Database, target: FormTarget, submit: CheckedSubmit, now: number): Written[] {
  const shopId = target.shop.id;
  const rules = readCollectSettings(db, shopId, 'moderation');
  const insert = reviewInserter(db, shopId);
  const order = orderName(db, target);
  const requestId = target.kind === 'request' ? target.request.id : null;
  const byKey = db.prepare('SELECT id, status, email, request_id, deleted_at FROM reviews WHERE shop_id = ? AND duplicate_key = ?');
  const keyTaken = db.prepare('SELECT 1 FROM reviews WHERE shop_id = ? AND duplicate_key = ? AND id <> ?');
  return db.transaction(() => {
    const written = submit.items.map((item): Written => {
      const counts = mediaCounts(item.media);
      const existing = requestId === null ? undefined : requestReview(db, shopId, requestId, item.product.number);
      const base = { productId: item.product.id, productTitle: item.product.title, ...counts };
      if (existing && unchanged(existing, item)) return { ...base, id: existing.id, status: existing.status, rewardable: false };
      const draft = { rating: item.rating, title: item.title, body: item.body, email: submit.email, ...counts, edited: existing !== undefined };
      const decision = hiddenByMerchant(existing) ? KEEP_HIDDEN : decideStatus(rules, draft, now);
      const key = reviewDuplicateKey({ productId: item.product.id, author: submit.name, date: now, body: item.body });
      const fields = {
        status: decision.status,
        held_reason: decision.heldReason,
        auto_publish_at: decision.autoPublishAt,
        answers: JSON.stringify(item.answers),
        request_id: requestId,
      };
      if (existing) {
        const media = JSON.stringify(storedMedia(item.media));
        db.prepare(`UPDATE reviews SET rating = @rating, title = @title, body = @body, author = @author, language = @language,
            media = @media, has_media = @has_media, status = @status, held_reason = @held_reason, auto_publish_at = @auto_publish_at,
            answers = @answers, edited_at = @now, duplicate_key = @duplicate_key WHERE shop_id = @shop_id AND id = @id`)
          .run({
            ...fields, rating: item.rating, title: item.title, body: item.body, author: submit.name, language: submit.language, media,
            has_media: item.media.length > 0 ? 1 : 0, now, shop_id: shopId, id: existing.id,
            duplicate_key: keyTaken.get(shopId, key, existing.id) ? existing.duplicate_key : key,
          });
        const before = mediaCounts(JSON.parse(existing.media) as ReviewMedia[]);
        return { ...base, id: existing.id, status: decision.status, rewardable: counts.photos > before.photos || counts.videos > before.videos };
      }
      const twin = byKey.get(shopId, key) as Twin | undefined;
      // The same review sent twice by the same customer (a double submit): the first one stands.
      if (twin && twin.deleted_at === null && twin.request_id === requestId && twin.email?.toLowerCase() === submit.email?.toLowerCase()) {
        return { ...base, id: twin.id, status: twin.status, rewardable: false };
      }
      // Another customer's review with the same name, day and text: this one gets a key of its own.
      const ownKey = twin ? reviewDuplicateKey({ productId: item.product.id, author: submit.name, date: now, body: item.body, sourceId: `form-${randomBytes(6).toString('hex')}` }) : key;
      insert({
        product_id: item.product.number, rating: item.rating, title: item.title, body: item.body, author: submit.name,
        email: submit.email, country: null, language: submit.language, created_at: now, status: decision.status, source: 'collected',
        verified: target.kind === 'request' && target.request.order_id !== null ? 1 : 0, pinned: 0, incentivized: 0, helpful_up: 0,
        helpful_down: 0, order_id: order, media: storedMedia(item.media), reply_body: null, reply_at: null, reply_notified: 0,
        deleted_at: null, duplicate_key: ownKey, import_id: null,
      });
      const row = byKey.get(shopId, ownKey) as Twin;
      db.prepare(`UPDATE reviews SET held_reason = @held_reason, auto_publish_at = @auto_publish_at, answers = @answers,
          request_id = @request_id WHERE shop_id = @shop_id AND id = @id`).run({ ...fields, shop_id: shopId, id: row.id });
      return { ...base, id: row.id, status: decision.status, rewardable: true };
    });
    if (target.kind === 'request') markRequestReviewed(db, target.request.token, now);
    return written;
  }).immediate();
}

/** Grants the rewards the written reviews earn (hidden ones earn none); answers the first. A failed grant is logged, not thrown. */
export async function rewardReviews(ctx: RewardContext, shopId: number, who: { email: string | null; name: string; language: string }, written: readonly Written[], now: number): Promise<FormReward | null> {
  let first: FormReward | null = null;
  for (const review of written) {
    if (!review.rewardable || review.status === 'hidden' || !who.email) continue;
    try {
      const reward = await grantReward(ctx, {
        shopId, reviewId: review.id, customerEmail: who.email, customerName: who.name, language: who.language,
        productTitle: review.productTitle, photos: review.photos, videos: review.videos,
      }, now);
      first ??= reward;
    } catch (err) {
      // The reviews are saved: a reward that failed is logged, and the customer still gets their thank-you.
      process.stderr.write(`[review-form] reward for review ${review.id} failed: ${err instanceof Error ? err.stack : String(err)}\n`);
    }
  }
  return first;
}

/**
 * `POST review_form`: checks the submit against its link, writes the reviews, then grants their
 * rewards. Answers each review's state and the first reward earned.
 * @throws ApiError 422 `fields` with every refused field (nothing written).
 */
export async function submitReviewForm(ctx: RewardContext, target: FormTarget, input: unknown, origin: string, now: number): Promise<ReviewFormResult> {
  const submit = checkSubmit(ctx.db, target, input, origin);
  const written = writeSubmit(ctx.db, target, submit, now);
  const reward = await rewardReviews(ctx, target.shop.id, submit, written, now);
  return { reviews: written.map((w) => ({ id: w.id, productId: w.productId, status: w.status })), reward };
}
