/** The widget API's path (as `WIDGET_API` in the contract, which carries schemas the storefront leaves out). */
const WIDGET_API = 'api/v1/widget';
import { h, replace, uid } from '../core/dom';
import type { WidgetContext } from '../core/widget';
import type { Words } from '../core/words';

/** Longest name, email and question the server takes (`WIDGET_QUESTION_LIMITS`), as field limits. */
const MAX = { author: 80, email: 254, body: 1000 } as const;
type Field = keyof typeof MAX;

const CSS_FIELDS: [Field, string, string][] = [
  ['author', 'review_form.name', 'text'],
  ['email', 'review_form.email', 'email'],
  ['body', 'qa.question', ''],
];

/** Shortest question the server takes (`WIDGET_QUESTION_LIMITS.bodyMin`). */
const BODY_MIN = 5;

/** The word shown under a field the server refused (by the refusal's key). */
export function fieldError(words: Words, key: string): string {
  if (key === 'email') return words.t('review_form.invalid_email');
  if (key === 'tooShort') return words.t('qa.question_too_short', { min: BODY_MIN });
  if (key === 'tooLong') return words.t('qa.question_too_long', { max: MAX.body });
  if (key === 'productUnknown') return words.t('qa.product_unknown');
  return words.t('review_form.required');
}

/** What a post of a question came to: sent, fields refused, asking closed (403), or too many (429). */
export type AskResult =
  | { ok: true }
  | { ok: false; errors: { path: string; key: string }[] }
  | { ok: false; refused: 'closed' }
  | { ok: false; refused: 'flood'; retryAfterSeconds: number };

/** The words of a refusal that is not about a field. */
export function refusalText(words: Words, result: { refused: 'closed' } | { refused: 'flood'; retryAfterSeconds: number }): string {
  if (result.refused === 'closed') return words.t('qa.questions_closed');
  return words.t('qa.too_many_questions', { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) });
}

/** Posts a question to the widget API (`POST questions`); throws on a failure the shopper cannot act on (network, 5xx). */
export async function postQuestion(ctx: WidgetContext, body: { product: string; author: string; email: string; body: string }): Promise<AskResult> {
  const response = await fetch(new URL(`${WIDGET_API}/questions`, ctx.api.apiBase), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'omit',
    body: JSON.stringify({ shop: ctx.api.shop, ...body }),
  });
  const answer = (await response.json().catch(() => null)) as { code?: number; data?: { errors?: { path: string; key: string }[]; retryAfterSeconds?: number } } | null;
  if (response.status === 422 && answer?.data?.errors) return { ok: false, errors: answer.data.errors };
  if (response.status === 403) return { ok: false, refused: 'closed' };
  if (response.status === 429) return { ok: false, refused: 'flood', retryAfterSeconds: Number(answer?.data?.retryAfterSeconds) || 3600 };
  if (!response.ok || answer?.code !== 0) throw new Error(`HTTP ${response.status}`);
  return { ok: true };
}

/**
 * The "Ask a question" form: name, email and question, each labelled; a refused field shows its
 * error under it (`aria-invalid`, `aria-describedby`) and takes focus; the thanks (`qa.question_sent`)
 * replace the form once sent. Typed text stays on any failure.
 */
export function askForm(ctx: WidgetContext, product: string, cancel: () => void): HTMLFormElement {
  const { words } = ctx;
  // The merchant may take questions without an address (Q&A settings); one given is still checked.
  const emailOptional = ctx.settings.questions?.require_email === false;
  const optional = (field: Field): boolean => field === 'email' && emailOptional;
  const inputs = {} as Record<Field, HTMLInputElement | HTMLTextAreaElement>;
  const errors = {} as Record<Field, HTMLElement>;
  const status = h('p', { class: 'rv-ask-status', role: 'status' });
  const submit = h('button', { type: 'submit', class: 'rv-btn' }, words.t('qa.submit_question'));
  const rows = CSS_FIELDS.map(([field, label, type]) => {
    const id = uid(`ask-${field}`);
    const errorId = `${id}-error`;
    const props = { id, name: field, maxlength: MAX[field], required: !optional(field), 'aria-describedby': errorId, autocomplete: field === 'author' ? 'name' : field === 'email' ? 'email' : 'off' };
    inputs[field] = type ? h('input', { ...props, type }) : h('textarea', { ...props, rows: 3 });
    errors[field] = h('span', { class: 'rv-field-error', id: errorId });
    return h('div', { class: 'rv-field' }, h('label', { for: id }, optional(field) ? words.t('qa.email_optional') : words.t(label)), inputs[field], errors[field]);
  });
  const form = h('form', { class: 'rv-ask-form', novalidate: true, 'aria-label': words.t('qa.ask_question') },
    rows, h('div', { class: 'rv-ask-actions' }, submit,
      h('button', { type: 'button', class: 'rv-link', onclick: cancel }, words.t('review_form.cancel'))), status);

  const showErrors = (list: { path: string; key: string }[]): void => {
    let firstBad: HTMLElement | null = null;
    for (const field of Object.keys(MAX) as Field[]) {
      const error = list.find((e) => e.path === field || e.path.endsWith(`.${field}`));
      errors[field].textContent = error ? fieldError(words, error.key) : '';
      if (error) inputs[field].setAttribute('aria-invalid', 'true');
      else inputs[field].removeAttribute('aria-invalid');
      if (error && !firstBad) firstBad = inputs[field];
    }
    firstBad?.focus();
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const values = { author: inputs.author.value.trim(), email: inputs.email.value.trim(), body: inputs.body.value.trim() };
    const missing = (Object.keys(values) as Field[]).filter((f) => !values[f] && !optional(f)).map((path) => ({ path, key: 'required' }));
    if (!missing.length && values.body.length < BODY_MIN) missing.push({ path: 'body', key: 'tooShort' });
    if (missing.length) return showErrors(missing);
    submit.disabled = true;
    status.textContent = '';
    postQuestion(ctx, { product, ...values }).then(
      (result) => {
        submit.disabled = false;
        if ('refused' in result) {
          status.textContent = refusalText(words, result);
          return;
        }
        if (!result.ok) return showErrors(result.errors);
        const thanks = h('p', { class: 'rv-ask-thanks', role: 'status', tabindex: -1 }, words.t(ctx.settings.questions?.auto_publish ? 'qa.question_posted' : 'qa.question_sent'));
        replace(form, thanks);
        thanks.focus();
      },
      () => {
        submit.disabled = false;
        status.textContent = words.t('reviews.load_failed');
      },
    );
  });
  return form;
}
