import type { Database } from 'better-sqlite3';
import * as z from 'zod/mini';
import {
  WIDGET_QUESTION_CODES,
  WIDGET_QUESTION_LIMITS,
  type WidgetAskQuestion,
  type WidgetQuestionErrorKey,
  widgetAskQuestionSchema,
} from '../../../src/contract/widget-api';
import { ApiError } from '../domain/errors';
import type { WidgetSettings } from '../domain/widget-settings';
import type { WidgetDisplays } from '../../../src/contract/widgets';
import { showsQuestions } from './public-view';

/*
 * A question asked on the storefront: checked field by field, refused when the shop takes no
 * questions, counted against the hourly flood limits (per email address and per client address,
 * a sliding window over the review form's `form_submits` log, pruned the same way), then stored for the
 * merchant as `pending` (it shows on the storefront once the merchant publishes it) or published
 * at once, as the shop's Q&A settings say.
 */

const HOUR_MS = 3_600_000;
const PRODUCT_ID = /^(?:gid:\/\/shopify\/Product\/)?([1-9][0-9]{0,15})$/;

/** A refused field: where (a key of the payload) and why. */
interface QuestionFieldError {
  path: string;
  key: WidgetQuestionErrorKey;
}

/** 422 `fields` with the refused fields. */
function fieldErrors(errors: QuestionFieldError[]): ApiError {
  return new ApiError(WIDGET_QUESTION_CODES.fields, 'fields', 422, { errors });
}

function issueKey(issue: z.core.$ZodIssue): WidgetQuestionErrorKey {
  if (issue.code === 'too_big') return 'tooLong';
  if (issue.code === 'too_small') return issue.minimum === 1 || issue.minimum === 1n ? 'required' : 'tooShort';
  if (issue.code === 'invalid_format') return 'email';
  return 'required';
}

/** The asked question as read: the email address may be missing when the shop does not require one. */
export type AskedQuestion = Omit<WidgetAskQuestion, 'email'> & { email: string | null; productId: number };

/** The asked question of a shop that does not require an email address, when none is given. */
const askWithoutEmailSchema = z.omit(widgetAskQuestionSchema, { email: true });

/** True when a payload names no email address (absent, or only spaces). */
const noEmail = (body: object): boolean => !('email' in body) || (typeof body.email === 'string' && body.email.trim() === '');

/**
 * The asked question, read from the JSON body (anything else than an object reads as empty). An
 * email address is required unless `requireEmail` is false (Q&A settings); one given is checked.
 * @throws ApiError 422 with `data.errors` `{path, key}`, one per refused field.
 */
export function readQuestion(body: unknown, requireEmail = true): AskedQuestion {
  const payload = typeof body === 'object' && body !== null ? body : {};
  const withoutEmail = !requireEmail && noEmail(payload);
  const parsed = withoutEmail
    ? askWithoutEmailSchema.safeParse(payload)
    : widgetAskQuestionSchema.safeParse(payload);
  const errors: QuestionFieldError[] = [];
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = issue.path.map(String).join('.') || 'body';
    if (!errors.some((error) => error.path === path)) errors.push({ path, key: issueKey(issue) });
  }
  const productId = parsed.success ? Number(PRODUCT_ID.exec(parsed.data.product)?.[1] ?? Number.NaN) : Number.NaN;
  if (parsed.success && Number.isNaN(productId)) errors.push({ path: 'product', key: 'productUnknown' });
  if (!parsed.success || errors.length > 0) throw fieldErrors(errors);
  const { author, body: text, product, shop } = parsed.data;
  const email = 'email' in parsed.data && typeof parsed.data.email === 'string' ? parsed.data.email : null;
  return { shop, product, author, body: text, email, productId };
}

/** The shop named by a question payload (trimmed, lower case), or '' when it names none. */
export const questionShop = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'shop' in body && typeof body.shop === 'string' ? body.shop.trim().toLowerCase() : '';

/** True when the shop takes questions: Q&A shown (`is_show_qa`) and the Q&A widget's `allow_questions` on. */
export const takesQuestions = (settings: WidgetSettings, displays: WidgetDisplays): boolean =>
  showsQuestions(settings) && displays.qa.options.allow_questions;

/** 403 `closed`: the shop takes no questions. */
export const questionsClosed = (): ApiError => new ApiError(WIDGET_QUESTION_CODES.closed, 'closed', 403);

/**
 * Counts one question of an email address from a client address, or refuses it past the limits:
 * 429 `flood` with `data.retryAfterSeconds` (when the oldest counted question leaves the window).
 */
function takeQuestion(db: Database, shopId: number, email: string | null, address: string, now: number): void {
  const since = now - HOUR_MS;
  const keys = [
    ...(email === null ? [] : [{ key: `question-email:${email.toLowerCase()}`, max: WIDGET_QUESTION_LIMITS.perEmailPerHour }]),
    { key: `question-address:${address}`, max: WIDGET_QUESTION_LIMITS.perAddressPerHour },
  ];
  db.prepare('DELETE FROM form_submits WHERE created_at <= ?').run(since);
  const window = db.prepare('SELECT COUNT(*) AS count, MIN(created_at) AS oldest FROM form_submits WHERE shop_id = ? AND key = ? AND created_at > ?');
  for (const { key, max } of keys) {
    const { count, oldest } = window.get(shopId, key, since) as { count: number; oldest: number | null };
    if (count >= max) {
      const retryAfterSeconds = Math.max(1, Math.ceil(((oldest ?? now) + HOUR_MS - now) / 1000));
      throw new ApiError(WIDGET_QUESTION_CODES.flood, 'flood', 429, { retryAfterSeconds });
    }
  }
  const insert = db.prepare('INSERT INTO form_submits (shop_id, key, created_at) VALUES (?, ?, ?)');
  for (const { key } of keys) insert.run(shopId, key, now);
}

/**
 * Stores an asked question for the merchant within the flood limits: `pending` (shown once the
 * merchant publishes it) or `published` at once when the Q&A settings say so. Answers its id.
 * @throws ApiError 422 (`product`: `productUnknown`) when the shop has no such product; 429 past the limits.
 */
export function storeQuestion(
  db: Database,
  shopId: number,
  question: AskedQuestion,
  options: { address: string; now: number; status: 'pending' | 'published' },
): number {
  const { address, now, status } = options;
  return db.transaction(() => {
    const product = db.prepare("SELECT 1 FROM products WHERE shop_id = ? AND id = ? AND status <> 'DRAFT'").get(shopId, question.productId);
    if (!product) throw fieldErrors([{ path: 'product', key: 'productUnknown' }]);
    takeQuestion(db, shopId, question.email, address, now);
    return Number(db.prepare(`INSERT INTO questions (shop_id, product_id, body, author, email, created_at, status)
      VALUES (?, ?, ?, ?, ?, ?, ?)`).run(shopId, question.productId, question.body, question.author, question.email, now, status).lastInsertRowid);
  }).immediate();
}
