import type { Database } from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type * as z from 'zod/mini';
import type { LanguageCode } from '../../../src/contract/constants';
import { IMPORT_EMAIL } from '../../../src/contract/import-limits';
import { FORM_ERROR_CODES, REVIEW_FORM_LIMITS, type FormFieldError, type FormMedia } from '../../../src/contract/review-form';
import { MAX_ATTRIBUTE_TEXT_ANSWER, type Attribute, type AttributeAnswer } from '../../../src/contract/review-rules';
import { ApiError } from '../domain/errors';
import { uploadDir } from '../domain/upload-policy';
import { keyExtension, servedContentType, uploadRoot } from '../store/uploads';
import type { LinkProduct } from './form-products';

/*
 * The server's second look at what the form sends: the schema first, then each field against the
 * link (its products, its questions, its shop's upload folder). Refusals name the field (a dot path
 * into the payload) and the `review-form` message key under `errors.`.
 */

/** 422 `fields` with the refused fields. */
export function fieldErrors(errors: FormFieldError[]): ApiError {
  return new ApiError(FORM_ERROR_CODES.fields, 'fields', 422, { errors });
}

const error = (path: string, key: string): FormFieldError => ({ path, key: `errors.${key}` });

/** The key of a schema issue: what the customer must fix about the field. */
function issueKey(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String);
  const last = path[path.length - 1];
  if (path[0] === 'items' && path.length === 1) return issue.code === 'too_small' ? 'nothingRated' : 'productUnknown';
  if (path.includes('answers')) return 'answerInvalid';
  if (path.includes('media')) return issue.code === 'too_big' && last === 'media' ? 'mediaTooMany' : 'mediaUnknown';
  if (last === 'rating') return 'rating';
  if (last === 'email') return 'email';
  if (last === 'productId') return 'productUnknown';
  if (issue.code === 'too_big') return 'tooLong';
  if (issue.code === 'too_small') return issue.minimum === 1 || issue.minimum === 1n ? 'required' : 'tooShort';
  return 'required';
}

/** The schema's issues as field errors (one per path). */
export function schemaErrors(issues: readonly z.core.$ZodIssue[]): FormFieldError[] {
  const seen = new Set<string>();
  const errors: FormFieldError[] = [];
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (path === 'link' || path.startsWith('link.') || seen.has(path)) continue;
    seen.add(path);
    errors.push(error(path, issueKey(issue)));
  }
  return errors;
}

/** The address a shop link's reviewer gives: required, and an address. */
export function checkEmail(email: string | undefined, errors: FormFieldError[]): string | null {
  const address = email?.trim() ?? '';
  if (address === '') errors.push(error('email', 'emailRequired'));
  else if (!IMPORT_EMAIL.test(address)) errors.push(error('email', 'email'));
  return address === '' ? null : address;
}

/**
 * Checks the media of one review: keys of the shop's upload folder that are stored, of the type
 * their extension says, at most `photosMax` photos and `videosMax` videos (with `before`, media the
 * review keeps). Answers them without repeats.
 */
export function checkMedia(
  db: Database,
  shopId: number,
  media: readonly FormMedia[],
  path: string,
  errors: FormFieldError[],
  before: { photos: number; videos: number } = { photos: 0, videos: 0 },
): FormMedia[] {
  const dir = uploadDir(shopId);
  const root = uploadRoot(db);
  const kept: FormMedia[] = [];
  media.forEach((item, index) => {
    if (kept.some((m) => m.key === item.key)) return;
    const known = item.key.startsWith(dir) && keyExtension(item.key) !== null && existsSync(join(root, item.key));
    if (!known || servedContentType(item.key).split('/')[0] !== item.type) errors.push(error(`${path}.${index}`, 'mediaUnknown'));
    else kept.push(item);
  });
  const photos = before.photos + kept.filter((m) => m.type === 'image').length;
  const videos = before.videos + kept.filter((m) => m.type === 'video').length;
  if (photos > REVIEW_FORM_LIMITS.photosMax) errors.push(error(path, 'mediaTooMany'));
  if (videos > REVIEW_FORM_LIMITS.videosMax) errors.push(error(path, 'mediaVideoTooMany'));
  return kept;
}

const isBlank = (value: number | string | undefined): boolean => value === undefined || (typeof value === 'string' && value.trim() === '');

/** The answer of one question as kept on the review (its label and choice in the review's language), or an error key. */
function answerOf(question: Attribute, value: number | string, language: LanguageCode): AttributeAnswer | string {
  const translation = question.translations[language];
  const label = translation?.label || question.label;
  if (question.kind === 'rating') {
    return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5 ? { id: question.id, kind: 'rating', label, value } : 'answerInvalid';
  }
  if (typeof value !== 'string') return 'answerInvalid';
  const text = value.trim();
  if (question.kind === 'text') return text.length > MAX_ATTRIBUTE_TEXT_ANSWER ? 'tooLong' : { id: question.id, kind: 'text', label, value: text };
  const lists = [question.options, ...Object.values(question.translations).map((t) => t?.options ?? [])];
  const index = lists.map((options) => options.indexOf(text)).find((i) => i >= 0);
  if (index === undefined || index >= question.options.length) return 'answerInvalid';
  return { id: question.id, kind: 'choice', label, value: translation?.options[index] || (question.options[index] ?? text) };
}

/**
 * Checks one review's answers against the questions asked about its product: each answer names one
 * of them and fits it (1–5, an option, a text of at most 500 characters), required ones are there.
 */
export function checkAnswers(
  answers: Readonly<Record<string, number | string>>,
  questions: readonly Attribute[],
  language: LanguageCode,
  path: string,
  errors: FormFieldError[],
): AttributeAnswer[] {
  const kept: AttributeAnswer[] = [];
  for (const id of Object.keys(answers)) {
    if (!questions.some((q) => q.id === id)) errors.push(error(`${path}.${id}`, 'answerInvalid'));
  }
  for (const question of questions) {
    const value = answers[question.id];
    if (isBlank(value)) {
      if (question.required) errors.push(error(`${path}.${question.id}`, 'answerRequired'));
      continue;
    }
    const answer = answerOf(question, value as number | string, language);
    if (typeof answer === 'string') errors.push(error(`${path}.${question.id}`, answer));
    else kept.push(answer);
  }
  return kept;
}

/** The product of the link an item names, or an error (unknown, or named twice). */
export function checkProduct(products: readonly LinkProduct[], productId: string, taken: Set<number>, path: string, errors: FormFieldError[]): LinkProduct | null {
  const product = products.find((p) => p.id === productId || String(p.number) === productId);
  if (!product || taken.has(product.number)) {
    errors.push(error(path, 'productUnknown'));
    return null;
  }
  taken.add(product.number);
  return product;
}

/** A required text: the trimmed text, or an error when blank. */
export function checkRequired(text: string, path: string, errors: FormFieldError[]): string {
  const trimmed = text.trim();
  if (trimmed === '') errors.push(error(path, 'required'));
  return trimmed;
}
