import { REVIEW_FORM_LIMITS, type FormFieldError, type FormLink, type FormProduct, type ReviewForm, type ReviewFormResult } from '../../contract/review-form';
import type { LanguageCode } from '../../contract/constants';
import type { PolicyToken } from '../../contract/uploads';
import { FormCallError, type FormApi } from './api';
import { h } from './dom';
import { questionField, starsField, textField, type FieldHandle } from './fields';
import type { Translate } from './i18n';
import { mediaField, type MediaField } from './media-field';
import { rewardTeaser } from './reward-text';
import { checkDraft, initialDraft, mergeDraft, orderedProducts, questionsFor, ratedProducts, readDraft, submitPayload, writeDraft } from './state';

/** What the form needs from the page. */
export interface FormViewContext {
  form: ReviewForm;
  t: Translate;
  lng: LanguageCode;
  link: FormLink;
  firstProduct: string | null;
  /** Stars chosen before the form opened (the thank-you block), for products not yet reviewed. */
  rating: number | null;
  draftKey: string;
  api: FormApi;
  policy: () => Promise<PolicyToken>;
  /** The reviews are saved. */
  onDone: (result: ReviewFormResult) => void;
  /** The link stopped working meanwhile. */
  onLinkFailed: (kind: 'invalid' | 'expired') => void;
}

/** The text of a field error key (`errors.<key>`, or `<key>` under `errors.`), or a general one for a key this page does not know. */
export function errorText(t: Translate, key: string): string {
  const full = key.startsWith('errors.') ? key : `errors.${key}`;
  const text = t(full);
  return text === full ? t('errors.generic') : text;
}

/**
 * The review form: each product with stars, title, text, photos and videos and its custom
 * questions, then the name (and email on shop links), one Submit for all. Everything typed is
 * kept in the draft (sessionStorage) as it is typed; a failed submit keeps it all.
 */
export function formView(ctx: FormViewContext): HTMLElement {
  const { form, t, lng } = ctx;
  const draft = mergeDraft(initialDraft(form, ctx.rating ?? 0), readDraft(ctx.draftKey));
  const save = () => writeDraft(ctx.draftKey, draft);
  const fields = new Map<string, FieldHandle>();
  const media: MediaField[] = [];
  const edit = form.mode === 'edit';

  const summary = h('div', { class: 'rf-summary', role: 'alert', tabindex: -1, hidden: true });
  const showSummary = (text: string | null, retry = false) => {
    summary.textContent = '';
    summary.hidden = !text;
    if (!text) return;
    summary.append(h('p', {}, text));
    if (retry) summary.append(h('button', { type: 'button', class: 'rf-button rf-button-secondary', onclick: () => void send() }, t('form.retry')));
  };

  const productSection = (product: FormProduct): HTMLElement => {
    const item = draft.items[product.id];
    if (!item) return h('div');
    const headingId = `rf-product-${product.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
    const stars = starsField(t, t('form.rating', { product: product.title }), item.rating, (n) => {
      item.rating = n;
      save();
    });
    fields.set(`${product.id}.rating`, stars);
    const title = textField(t, { label: t('form.title'), value: item.title, maxLength: REVIEW_FORM_LIMITS.titleMax, onInput: (v) => ((item.title = v), save()) });
    fields.set(`${product.id}.title`, title);
    const body = textField(t, { label: t('form.body'), value: item.body, maxLength: REVIEW_FORM_LIMITS.bodyMax, multiline: true, required: true, hint: t('form.bodyHint'), onInput: (v) => ((item.body = v), save()) });
    fields.set(`${product.id}.body`, body);
    const uploader = mediaField({ t, policy: ctx.policy, media: item.media, label: t('upload.add'), onChange: (m) => ((item.media = m), save()) });
    media.push(uploader);
    fields.set(`${product.id}.media`, { element: uploader.element, showError: uploader.showError, focus: uploader.focus });
    const questions = questionsFor(form, product).map((q) => {
      const field = questionField(t, lng, q, item.answers[q.id], (v) => ((item.answers[q.id] = v), save()));
      fields.set(`${product.id}.answers.${q.id}`, field);
      return field.element;
    });
    return h(
      'section',
      { class: 'rf-card rf-product', 'aria-labelledby': headingId },
      h(
        'div',
        { class: 'rf-product-head' },
        product.image ? h('img', { src: product.image, alt: '', class: 'rf-product-image', width: 56, height: 56 }) : null,
        h('h2', { id: headingId, class: 'rf-product-title' }, product.title),
      ),
      product.review ? h('p', { class: 'rf-hint' }, t(product.review.status === 'published' ? 'form.statusPublished' : 'form.statusPending')) : null,
      stars.element,
      title.element,
      body.element,
      questions,
      uploader.element,
    );
  };

  const name = textField(t, { label: t('form.name'), hint: t('form.nameHint'), value: draft.name, maxLength: REVIEW_FORM_LIMITS.nameMax, autocomplete: 'name', required: true, onInput: (v) => ((draft.name = v), save()) });
  fields.set('name', name);
  const email = form.customer.askEmail
    ? textField(t, { label: t('form.email'), hint: t('form.emailHint'), type: 'email', value: draft.email, maxLength: 254, autocomplete: 'email', required: true, onInput: (v) => ((draft.email = v), save()) })
    : null;
  if (email) fields.set('email', email);

  const submit = h('button', { type: 'submit', class: 'rf-button' }, t(edit ? 'form.update' : 'form.submit'));
  let sending = false;
  let sent: FormProduct[] = [];

  const fieldFor = (path: string): FieldHandle | undefined => {
    const parts = path.split('.');
    if (parts[0] !== 'items') return fields.get(parts[0] ?? '');
    const product = sent[Number(parts[1])];
    if (!product) return undefined;
    const rest = parts.slice(2);
    const key = rest[0] === 'answers' ? `answers.${rest[1]}` : (rest[0] ?? 'rating');
    return fields.get(`${product.id}.${key}`) ?? fields.get(`${product.id}.rating`);
  };

  const showErrors = (errors: FormFieldError[]) => {
    for (const field of fields.values()) field.showError(null);
    let first: FieldHandle | null = null;
    const loose: string[] = [];
    for (const e of errors) {
      const field = fieldFor(e.path);
      if (field) {
        field.showError(errorText(t, e.key));
        first ??= field;
      } else loose.push(errorText(t, e.key));
    }
    showSummary(loose.length > 0 ? loose.join(' ') : t('form.fixErrors'));
    if (first) first.focus();
    else summary.focus();
  };

  async function send(): Promise<void> {
    if (sending) return;
    if (media.some((m) => m.busy())) {
      showSummary(t('form.waitUploads'));
      summary.focus();
      return;
    }
    sent = ratedProducts(form, draft);
    const problems = checkDraft(form, draft);
    if (problems.length > 0) return showErrors(problems);
    sending = true;
    submit.disabled = true;
    submit.textContent = t('form.sending');
    showSummary(null);
    try {
      const result = await ctx.api.submit(submitPayload(form, draft, ctx.link, lng));
      writeDraft(ctx.draftKey, null);
      ctx.onDone(result);
    } catch (err) {
      const failure = err instanceof FormCallError ? err.failure : ({ kind: 'network' } as const);
      if (failure.kind === 'fields') showErrors(failure.errors);
      else if (failure.kind === 'flood') {
        showSummary(t('errors.flood', { count: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) }));
        summary.focus();
      } else if (failure.kind === 'network') {
        showSummary(t('errors.network'), true);
        summary.focus();
      } else ctx.onLinkFailed(failure.kind);
    } finally {
      sending = false;
      submit.disabled = false;
      submit.textContent = t(edit ? 'form.update' : 'form.submit');
    }
  }

  const teaser = rewardTeaser(t, lng, form.rewards);
  return h(
    'form',
    { class: 'rf-form', novalidate: true, onsubmit: (e: Event) => (e.preventDefault(), void send()) },
    h('h1', { class: 'rf-heading', tabindex: -1 }, t(edit ? 'form.editHeading' : 'form.heading', { count: form.products.length })),
    h('p', { class: 'rf-intro' }, t(edit ? 'form.editIntro' : 'form.intro', { count: form.products.length })),
    teaser ? h('p', { class: 'rf-reward-teaser' }, teaser) : null,
    summary,
    orderedProducts(form, ctx.firstProduct).map(productSection),
    h('section', { class: 'rf-card', 'aria-labelledby': 'rf-about' }, h('h2', { id: 'rf-about', class: 'rf-product-title' }, t('form.about')), name.element, email?.element),
    h('div', { class: 'rf-actions' }, submit),
  );
}
