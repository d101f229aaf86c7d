import type { WidgetReview } from '../../contract/widget-api';
import type { WidgetOptions } from '../../contract/widgets';
import { h, replace } from '../core/dom';
import { stars } from '../core/stars';
import type { WidgetContext, WidgetMount } from '../core/widget';
import { addStyle, dataLife, failedView, firstReviews, mediaOf, openDialog, optionsOf, textOr } from './common';

const DEFAULTS: WidgetOptions<'shows'> = { title: '', rows: 2, columns: 5 };

const CSS = `
rv-media-gallery .rv-head{height:40px}
rv-media-gallery .rv-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(var(--rv-columns),1fr);grid-auto-rows:152px;gap:8px;padding-bottom:8px}
rv-media-gallery .rv-grid>li{min-width:0}
rv-media-gallery .rv-cell{display:block;width:100%;height:152px;padding:0;border:0;border-radius:var(--rv-radius);overflow:hidden;cursor:pointer;background:var(--rv-border)}
rv-media-gallery .rv-cell img{width:100%;height:100%;object-fit:cover;display:block}
@container (max-width:560px){rv-media-gallery .rv-grid{grid-template-columns:repeat(min(var(--rv-columns),3),1fr)}rv-media-gallery .rv-wide-only{display:none}}
rv-media-gallery .rv-dialog.rv-photo :is(img,video){display:block;max-width:100%;max-height:60vh;margin:0 auto}
rv-media-gallery .rv-dialog.rv-photo .rv-photo-review{padding:12px 16px;display:grid;gap:6px}
rv-media-gallery .rv-dialog.rv-photo .rv-photo-review p{margin:0;white-space:pre-line;overflow-wrap:anywhere}
`;

/** One gallery photo: its review and which of its media. */
export type GalleryPhoto = { review: WidgetReview; type: string; url: string; thumb: string };

/** The photos of reviews in order, at most `max` (each review's checked media). */
export function galleryPhotos(reviews: WidgetReview[], apiBase: string, max: number): GalleryPhoto[] {
  return reviews.flatMap((review) => mediaOf(review, apiBase).map((m) => ({ review, type: m.type, url: m.url, thumb: m.thumb }))).slice(0, max);
}

/** The dialog content of a photo: the photo and its review (stars, author, title, text as text nodes). */
function photoReview(ctx: WidgetContext, photo: GalleryPhoto): HTMLElement {
  const { words } = ctx;
  const label = `${photo.review.author} – ${words.t('reviews.rating_label', { rating: photo.review.rating })}`;
  return h('div', {},
    photo.type === 'video' ? h('video', { src: photo.url, controls: true, 'aria-label': label }) : h('img', { src: photo.url, alt: label }),
    h('div', { class: 'rv-photo-review' },
      h('div', {}, stars(words, photo.review.rating), ' ', h('strong', {}, photo.review.author)),
      photo.review.title && h('strong', {}, photo.review.title),
      h('p', {}, photo.review.body)));
}

/** The options the widget's reviews are read with (a change of them reads them again). */
const queryOf = (c: WidgetContext): string => String(optionsOf(c, 'shows', DEFAULTS).rows * optionsOf(c, 'shows', DEFAULTS).columns);

/**
 * Photo gallery `<rv-media-gallery>`: the review photos of the shop (or of `product-id`), `rows` ×
 * `columns` cells of a fixed height (three columns in a narrow container), 40 px of title and 160 px a
 * row in all; a photo opens its review in a modal dialog.
 */
export const mount: WidgetMount = (host, first) => {
  addStyle('shows', CSS);
  let ctx = first;
  let photos: GalleryPhoto[] | null = null;
  let failed = false;
  const product = host.getAttribute('product-id') || undefined;

  const draw = (): void => {
    const { words } = ctx;
    const o = optionsOf(ctx, 'shows', DEFAULTS);
    const count = o.rows * o.columns;
    const narrow = o.rows * Math.min(o.columns, 3);
    host.style.setProperty('--rv-columns', String(o.columns));
    const title = textOr(words, o.title, 'reviews.gallery_title');
    const cells = photos
      ? photos.slice(0, count).map((p, i) => h('li', { class: i >= narrow ? 'rv-wide-only' : false },
        h('button', { type: 'button', class: 'rv-cell', 'aria-label': words.t('reviews.open_photo', { index: i + 1 }), 'aria-haspopup': 'dialog',
          onclick: () => openDialog(host, words, title, photoReview(ctx, p)).classList.add('rv-photo') },
        h('img', { src: p.thumb, alt: '', loading: 'lazy', decoding: 'async' }))))
      : Array.from({ length: count }, (_, i) => h('li', { class: i >= narrow ? 'rv-wide-only' : false, 'aria-hidden': 'true' }, h('span', { class: 'rv-cell' })));
    replace(host,
      h('div', { class: 'rv-head' }, h('h2', { class: 'rv-title' }, title)),
      failed ? failedView(words, load) : h('ul', { class: 'rv-grid', 'aria-label': title, 'aria-busy': String(!photos) }, cells));
  };

  function load(): void {
    failed = false;
    const o = optionsOf(ctx, 'shows', DEFAULTS);
    life.settle(firstReviews(ctx.api, { product, media: 1 }, o.rows * o.columns),
      (reviews) => {
        photos = galleryPhotos(reviews, ctx.api.apiBase, 8 * 4);
        draw();
      },
      () => {
        failed = true;
        draw();
      });
  }

  const life = dataLife({ key: queryOf, current: () => ctx, set: (next) => (ctx = next), reload: load, redraw: draw, end: () => replace(host) });
  draw();
  load();
  return life.controls;
};
