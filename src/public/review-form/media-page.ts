import type { FormLink, FormProduct, FormReview, ReviewForm } from '../../contract/review-form';
import type { LanguageCode } from '../../contract/constants';
import type { PolicyToken } from '../../contract/uploads';
import { FormCallError, type FormApi } from './api';
import { h, replaceChildren } from './dom';
import { errorText } from './form-view';
import type { Translate } from './i18n';
import { mediaField } from './media-field';
import { rewardCard } from './pages';

/** What the media page needs from the page. */
export interface MediaPageContext {
  form: ReviewForm;
  t: Translate;
  lng: LanguageCode;
  link: FormLink;
  reviewId: number | null;
  api: FormApi;
  policy: () => Promise<PolicyToken>;
  onLinkFailed: (kind: 'invalid' | 'expired') => void;
}

function thumbs(t: Translate, review: FormReview): HTMLElement | null {
  if (review.media.length === 0) return null;
  return h(
    'ul',
    { class: 'rf-media-list', role: 'list', 'aria-label': t('media.current') },
    review.media.map((m, i) =>
      h('li', { class: 'rf-media' }, m.type === 'image' ? h('img', { src: m.url, alt: t('upload.photoAlt', { n: i + 1 }), class: 'rf-thumb' }) : h('span', { class: 'rf-thumb rf-thumb-video' }, t('upload.video'))),
    ),
  );
}

/** One review with its photos and videos, an uploader and "Add to my review". */
function reviewCard(ctx: MediaPageContext, product: FormProduct, review: FormReview): HTMLElement {
  const { t } = ctx;
  let added = [] as FormReview['media'];
  const card = h('section', { class: 'rf-card rf-product', 'aria-labelledby': `rf-review-${review.id}` });
  const status = h('div', { role: 'status', class: 'rf-status' });
  const render = (current: FormReview) => {
    const uploader = mediaField({
      t,
      policy: ctx.policy,
      media: [],
      label: t('upload.add'),
      existing: { photos: current.media.filter((m) => m.type === 'image').length, videos: current.media.filter((m) => m.type === 'video').length },
      onChange: (m) => (added = m),
    });
    const button = h('button', { type: 'submit', class: 'rf-button' }, t('media.submit'));
    const form = h('form', { novalidate: true }, uploader.element, h('div', { class: 'rf-actions rf-actions-start' }, button), status);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      if (uploader.busy()) return void (status.textContent = t('form.waitUploads'));
      if (added.length === 0) return uploader.showError(t('media.nothing'));
      button.disabled = true;
      status.textContent = t('form.sending');
      ctx.api
        .submitMedia({ link: ctx.link, reviewId: current.id, media: added })
        .then((result) => {
          added = [];
          render(result.review);
          status.textContent = t('media.done');
          if (result.reward) card.append(rewardCard(t, ctx.lng, result.reward));
        })
        .catch((err: unknown) => {
          button.disabled = false;
          const failure = err instanceof FormCallError ? err.failure : ({ kind: 'network' } as const);
          if (failure.kind === 'invalid' || failure.kind === 'expired') return ctx.onLinkFailed(failure.kind);
          if (failure.kind === 'fields') status.textContent = failure.errors.map((x) => errorText(t, x.key)).join(' ');
          else if (failure.kind === 'flood') status.textContent = t('errors.flood', { count: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) });
          else status.textContent = t('errors.network');
        });
    });
    replaceChildren(
      card,
      h('h2', { id: `rf-review-${review.id}`, class: 'rf-product-title' }, product.title),
      h('p', { class: 'rf-stars-static', 'aria-label': t('stars.label', { count: current.rating }) }, '★'.repeat(current.rating) + '☆'.repeat(5 - current.rating)),
      current.title ? h('p', {}, h('strong', {}, current.title)) : null,
      h('p', { class: 'rf-review-body' }, current.body),
      thumbs(t, current),
      form,
    );
  };
  render(review);
  return card;
}

/** /media_submit: the link's reviews (the one named first), each with its media and an uploader. */
export function mediaPage(ctx: MediaPageContext): HTMLElement {
  const { t, form } = ctx;
  const reviewed = form.products.filter((p): p is FormProduct & { review: FormReview } => p.review !== null);
  reviewed.sort((a, b) => Number(b.review.id === ctx.reviewId) - Number(a.review.id === ctx.reviewId));
  return h(
    'div',
    { class: 'rf-form' },
    h('h1', { class: 'rf-heading', tabindex: -1 }, t('media.heading')),
    h('p', { class: 'rf-intro' }, t(reviewed.length > 0 ? 'media.intro' : 'media.none')),
    reviewed.map((p) => reviewCard(ctx, p, p.review)),
  );
}
