import {
  REVIEW_FORM_LIMITS,
  type FormFieldError,
  type FormMedia,
  type FormProduct,
  type ReviewForm,
  type ReviewFormSubmit,
} from '../../contract/review-form';
import type { Attribute } from '../../contract/review-rules';
import type { LanguageCode } from '../../contract/constants';

/** What the customer has written for one product (rating 0: not rated, skipped on submit). */
export interface ItemDraft {
  rating: number;
  title: string;
  body: string;
  /** Photos and videos uploaded (the ones still uploading are not part of the draft). */
  media: FormMedia[];
  answers: Record<string, number | string>;
}

/** Everything typed on the form, kept in `sessionStorage` per link so a reload loses nothing. */
export interface FormDraft {
  name: string;
  email: string;
  items: Record<string, ItemDraft>;
}

/**
 * A fresh draft: the name from the order, each product's review (edit mode) or an empty one,
 * rated `rating` when the link came with the stars already chosen.
 */
export function initialDraft(form: ReviewForm, rating = 0): FormDraft {
  const items: Record<string, ItemDraft> = {};
  for (const product of form.products) {
    const review = product.review;
    items[product.id] = review
      ? {
          rating: review.rating,
          title: review.title,
          body: review.body,
          media: review.media,
          answers: Object.fromEntries(review.answers.map((a) => [a.id, a.value])),
        }
      : { rating, title: '', body: '', media: [], answers: {} };
  }
  return { name: form.customer.name, email: '', items };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function mediaOf(value: unknown): FormMedia[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((m) =>
    isRecord(m) && (m.type === 'image' || m.type === 'video') && typeof m.key === 'string' && typeof m.url === 'string'
      ? [{ type: m.type, key: m.key, url: m.url }]
      : [],
  );
}

/** Puts a stored draft over the fresh one (only the form's products, only well-formed values). */
export function mergeDraft(fresh: FormDraft, stored: unknown): FormDraft {
  if (!isRecord(stored)) return fresh;
  const out: FormDraft = { ...fresh, items: { ...fresh.items } };
  if (typeof stored.name === 'string') out.name = stored.name;
  if (typeof stored.email === 'string') out.email = stored.email;
  const items = isRecord(stored.items) ? stored.items : {};
  for (const id of Object.keys(out.items)) {
    const saved = items[id];
    if (!isRecord(saved)) continue;
    const rating = Number(saved.rating);
    const answers = isRecord(saved.answers) ? saved.answers : {};
    out.items[id] = {
      rating: Number.isInteger(rating) && rating >= 0 && rating <= 5 ? rating : 0,
      title: typeof saved.title === 'string' ? saved.title : '',
      body: typeof saved.body === 'string' ? saved.body : '',
      media: mediaOf(saved.media),
      answers: Object.fromEntries(
        Object.entries(answers).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'),
      ),
    };
  }
  return out;
}

/** Reads the draft kept for `key` (null when none or storage is off). */
export function readDraft(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** Keeps the draft for `key` (ignored when storage is full or off). */
export function writeDraft(key: string, draft: FormDraft | null): void {
  try {
    if (draft) sessionStorage.setItem(key, JSON.stringify(draft));
    else sessionStorage.removeItem(key);
  } catch {
    // Private mode or full: the form still works, only a reload would lose the text.
  }
}

/** The custom questions asked about a product, in the form's order, enabled only. */
export function questionsFor(form: ReviewForm, product: FormProduct): Attribute[] {
  return form.questions.filter((q) => q.enabled && product.questionIds.includes(q.id));
}

/** The products in the order shown: the one the link names first. */
export function orderedProducts(form: ReviewForm, firstId: string | null): FormProduct[] {
  const first = form.products.filter((p) => p.id === firstId);
  return [...first, ...form.products.filter((p) => p.id !== firstId)];
}

/**
 * Checks what the page can check before sending (the server checks again). Answers field errors
 * with the same paths and keys as the server's 422 (`items.<i>.body`, `errors.required`…).
 */
export function checkDraft(form: ReviewForm, draft: FormDraft): FormFieldError[] {
  const errors: FormFieldError[] = [];
  const name = draft.name.trim();
  if (!name) errors.push({ path: 'name', key: 'required' });
  else if (name.length > REVIEW_FORM_LIMITS.nameMax) errors.push({ path: 'name', key: 'tooLong' });
  if (form.customer.askEmail) {
    const email = draft.email.trim();
    if (!email) errors.push({ path: 'email', key: 'emailRequired' });
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.push({ path: 'email', key: 'email' });
  }
  const rated = form.products.filter((p) => (draft.items[p.id]?.rating ?? 0) > 0);
  if (rated.length === 0) errors.push({ path: 'items', key: 'nothingRated' });
  rated.forEach((product, index) => {
    const item = draft.items[product.id];
    if (!item) return;
    const at = `items.${index}`;
    if (item.title.length > REVIEW_FORM_LIMITS.titleMax) errors.push({ path: `${at}.title`, key: 'tooLong' });
    const body = item.body.trim();
    if (body.length < REVIEW_FORM_LIMITS.bodyMin) errors.push({ path: `${at}.body`, key: 'required' });
    else if (body.length > REVIEW_FORM_LIMITS.bodyMax) errors.push({ path: `${at}.body`, key: 'tooLong' });
    for (const q of questionsFor(form, product)) {
      const answer = item.answers[q.id];
      if (q.required && (answer === undefined || answer === '')) errors.push({ path: `${at}.answers.${q.id}`, key: 'answerRequired' });
    }
  });
  return errors;
}

/** The products that will be sent (rated ones), in the order of `form.products`: item paths index this list. */
export function ratedProducts(form: ReviewForm, draft: FormDraft): FormProduct[] {
  return form.products.filter((p) => (draft.items[p.id]?.rating ?? 0) > 0);
}

/** The submit payload: rated products only, texts trimmed, empty answers left out. */
export function submitPayload(form: ReviewForm, draft: FormDraft, link: ReviewFormSubmit['link'], language: LanguageCode): ReviewFormSubmit {
  const items = ratedProducts(form, draft).map((product) => {
    const item = draft.items[product.id] as ItemDraft;
    const asked = new Set(questionsFor(form, product).map((q) => q.id));
    return {
      productId: product.id,
      rating: item.rating,
      title: item.title.trim(),
      body: item.body.trim(),
      media: item.media,
      answers: Object.fromEntries(Object.entries(item.answers).filter(([id, v]) => asked.has(id) && v !== '')),
    };
  });
  const payload: ReviewFormSubmit = { link, language, name: draft.name.trim(), items };
  if (form.customer.askEmail) payload.email = draft.email.trim();
  return payload;
}
