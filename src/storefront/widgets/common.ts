import type { WidgetReview, WidgetReviewPage, WidgetSummary } from '../../contract/widget-api';
import { REVIEW_WIDGET_LAYOUT as L } from '../../contract/widget-layout';
import type { StorefrontWidget, WidgetOptions } from '../../contract/widgets';
import type { StoreApi } from '../core/api';
import { h, replace, uid } from '../core/dom';
import { safeMedia } from '../core/card';
import { stars } from '../core/stars';
import { displayOf, type WidgetContext } from '../core/widget';
import type { Words } from '../core/words';

/** The tags of the on-demand widgets (their shared CSS is scoped under them). */
const TAGS = ':is(rv-write-review,rv-questions,rv-media-gallery,rv-all-reviews,rv-reviews-tab,rv-review-carousel,rv-referral,rv-checkout-review,rv-store-reviews)';

/** Looks every on-demand widget shares: variables, buttons, links, stars, dialogs, fixed-height cards. */
const BASE_CSS = `
:where(${TAGS}){--rv-star:#ffb400;--rv-text:#303030;--rv-title:#202223;--rv-button:#202223;--rv-button-text:#fff;--rv-bg:#fff;--rv-border:#e3e3e3;--rv-verified:#008060;--rv-radius:6px;--rv-font-size:13px;--rv-shadow:0 1px 3px rgba(0,0,0,.12);--rv-star-size:16px;font-size:var(--rv-font-size);color:var(--rv-text);line-height:20px}
${TAGS}{display:block;container-type:inline-size;contain:layout style}
${TAGS}[hidden]{display:none}
${TAGS} .rv-btn{background:var(--rv-button);color:var(--rv-button-text);border:0;border-radius:var(--rv-radius);padding:0 14px;height:32px;font:inherit;cursor:pointer;white-space:nowrap}
${TAGS} .rv-btn[disabled]{opacity:.45;cursor:default}
${TAGS} .rv-link{background:none;border:0;padding:0;font:inherit;color:var(--rv-button);text-decoration:underline;cursor:pointer}
${TAGS} :is(button,a,input,textarea,select):focus-visible{outline:2px solid var(--rv-button);outline-offset:2px}
${TAGS} .rv-head{display:flex;align-items:center;gap:12px;height:44px;overflow:hidden}
${TAGS} .rv-title{margin:0;font-size:1.4em;line-height:28px;color:var(--rv-title);flex:1;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
${TAGS} .rv-stars{position:relative;display:inline-block;vertical-align:middle;line-height:0;flex:none}
${TAGS} .rv-stars-empty{color:#d5d5d5;display:inline-flex}
${TAGS} .rv-stars-fill{position:absolute;inset:0 auto 0 0;overflow:hidden;color:var(--rv-star);display:inline-flex}
${TAGS} .rv-stars svg{width:var(--rv-star-size);height:var(--rv-star-size);flex:none;fill:currentColor}
${TAGS} .rv-list{list-style:none;margin:0;padding:0;display:grid;gap:${L.cardGap}px}
${TAGS} .rv-card{box-sizing:border-box;height:${L.card}px;padding:12px 16px;border:1px solid var(--rv-border);border-radius:var(--rv-radius);background:var(--rv-bg);box-shadow:var(--rv-shadow);display:grid;grid-template-rows:20px 20px 60px 48px 36px 20px;gap:6px;overflow:hidden;list-style:none}
${TAGS} .rv-card.rv-with-product{grid-template-rows:20px 20px 20px 60px 48px 36px 20px;height:${L.card + 26}px}
${TAGS} .rv-card.rv-open{height:auto}
${TAGS} .rv-card>*{min-width:0;overflow:hidden}
${TAGS} .rv-meta,${TAGS} .rv-foot{display:flex;gap:8px;align-items:center;white-space:nowrap}
${TAGS} .rv-author{font-weight:600;overflow:hidden;text-overflow:ellipsis}
${TAGS} .rv-verified{color:var(--rv-verified);font-size:.9em}
${TAGS} .rv-date{margin-inline-start:auto;opacity:.75}
${TAGS} .rv-card-title{margin:0;font-size:1em;font-weight:700;color:var(--rv-title);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
${TAGS} .rv-body{margin:0;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;overflow:hidden;overflow-wrap:anywhere;white-space:pre-line}
${TAGS} .rv-open .rv-body,${TAGS} .rv-open .rv-reply{display:block}
${TAGS} .rv-media{display:flex;gap:6px;margin:0;padding:0;list-style:none}
${TAGS} .rv-thumb{width:48px;height:48px;padding:0;border:0;border-radius:4px;overflow:hidden;cursor:pointer;background:var(--rv-border)}
${TAGS} .rv-thumb img{width:100%;height:100%;object-fit:cover;display:block}
${TAGS} .rv-reply{margin:0;padding-inline-start:8px;border-inline-start:3px solid var(--rv-border);font-size:.95em;line-height:18px;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;overflow-wrap:anywhere}
${TAGS} .rv-foot{font-size:.92em;opacity:.85}
${TAGS} .rv-reply[hidden]{visibility:hidden}
${TAGS} .rv-product{white-space:nowrap;overflow:hidden;text-overflow:ellipsis;color:var(--rv-title)}
${TAGS} .rv-skel{display:block;height:12px;margin:4px 0;border-radius:4px;background:var(--rv-border);opacity:.6}
${TAGS} .rv-failed{display:flex;gap:12px;align-items:center;justify-content:center;min-height:44px}
${TAGS} .rv-overall{display:flex;gap:10px;align-items:center;height:40px}
${TAGS} .rv-average{font-size:2em;font-weight:700;color:var(--rv-title);line-height:40px}
${TAGS} .rv-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
:is(${TAGS},rv-review-widget) .rv-dialog{border:0;padding:0;border-radius:var(--rv-radius);background:var(--rv-bg);color:var(--rv-text);width:min(640px,94vw);max-height:92vh;box-shadow:0 8px 32px rgba(0,0,0,.3)}
:is(${TAGS},rv-review-widget) .rv-dialog::backdrop{background:rgba(0,0,0,.55)}
:is(${TAGS},rv-review-widget) .rv-dialog-bar{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:8px 12px;border-bottom:1px solid var(--rv-border)}
:is(${TAGS},rv-review-widget) .rv-dialog-bar h2{margin:0;font-size:1.15em}
:is(${TAGS},rv-review-widget) .rv-dialog iframe{display:block;width:100%;height:min(720px,80vh);border:0}
:is(${TAGS},rv-review-widget) .rv-lightbox{border:0;padding:0;background:transparent;max-width:92vw;max-height:92vh}
:is(${TAGS},rv-review-widget) .rv-lightbox::backdrop{background:rgba(0,0,0,.8)}
:is(${TAGS},rv-review-widget) .rv-lightbox img{max-width:92vw;max-height:80vh;display:block}
:is(${TAGS},rv-review-widget) .rv-lightbox-bar{display:flex;justify-content:space-between;gap:8px;padding:8px;background:#fff;color:#202223}
@container (max-width:560px){${TAGS} .rv-card{padding:10px 12px}}
`;

const added = new Set<string>();

/** Adds a widget module's `<style>` once per page (before the shop's custom CSS, so that CSS wins). */
export function addStyle(name: string, css: string): void {
  if (added.has(name)) return;
  added.add(name);
  if (!added.has('base')) addStyle('base', BASE_CSS);
  const style = document.createElement('style');
  style.dataset.rvWidget = name;
  style.textContent = css;
  const shopCss = document.head.querySelector('style[data-rv-shop-css]');
  document.head.insertBefore(style, shopCss);
}

/** A widget's options from the settings, or the given defaults while the server sends no displays. */
export function optionsOf<W extends StorefrontWidget>(ctx: WidgetContext, widget: W, defaults: WidgetOptions<W>): WidgetOptions<W> {
  return displayOf(ctx.settings, widget)?.options ?? defaults;
}

/** The option's text, or the word when the merchant left it empty. */
export const textOr = (words: Words, text: string | undefined, key: string): string => (text?.trim() ? text : words.t(key));

/** Average, stars and "Based on N reviews" of a summary (`key` picks the count word). */
export function overall(words: Words, summary: Pick<WidgetSummary, 'count' | 'average'>, key = 'reviews.based_on'): HTMLElement {
  const single = key === 'reviews.based_on' ? words.t('reviews.based_on_single') : '';
  const text = summary.count === 1 && single && single !== 'reviews.based_on_single' ? single : words.t(key, { count: summary.count });
  return h('div', { class: 'rv-overall' },
    h('span', { class: 'rv-average' }, summary.average.toFixed(1)), stars(words, summary.average), h('span', {}, text));
}

/** The "could not be loaded" line with Try again. */
export function failedView(words: Words, retry: () => void): HTMLElement {
  return h('div', { class: 'rv-failed', role: 'alert' }, words.t('reviews.load_failed'),
    h('button', { type: 'button', class: 'rv-btn', onclick: retry }, words.t('reviews.retry')));
}

/** The page of reviews for a query of the widget API (`reviews?…`): min rating, media only, products. */
export function reviewPage(api: StoreApi, params: Record<string, string | number | undefined>): Promise<WidgetReviewPage> {
  return api.get<WidgetReviewPage>('reviews', params);
}

/** Reviews from the first pages until `max` are in or none are left (a few calls at most). */
export async function firstReviews(api: StoreApi, params: Record<string, string | number | undefined>, max: number): Promise<WidgetReview[]> {
  const items: WidgetReview[] = [];
  for (let page = 1; page <= 5 && items.length < max; page++) {
    const answer = await reviewPage(api, { ...params, page });
    items.push(...answer.items);
    if (answer.items.length === 0 || page * answer.per_page >= answer.total) break;
  }
  return items.slice(0, max);
}

/** Checks a link to open (the review form): https anywhere, http only on the API's origin; else null. */
export function safeLink(url: string | undefined, apiBase: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, apiBase);
    if (parsed.protocol === 'https:' || (parsed.protocol === 'http:' && parsed.origin === new URL(apiBase).origin)) return parsed.href;
  } catch {
    return null;
  }
  return null;
}

/** The review's media as the lightbox takes them. */
export const mediaOf = (review: WidgetReview, apiBase: string): { type: string; url: string; thumb: string }[] => safeMedia(review, apiBase);

/**
 * Opens a modal dialog titled `title` holding `content` (Escape and Close close it, the page behind is
 * inert, focus returns to the opener); removed when closed. `side` makes it a full-height side panel.
 */
export function openDialog(parent: Element, words: Words, title: string, content: Node, side?: 'left' | 'right'): HTMLDialogElement {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const titleId = uid('dialog');
  const dialog = h('dialog', { class: `rv-dialog${side ? ` rv-side rv-side-${side}` : ''}`, 'aria-labelledby': titleId });
  replace(dialog,
    h('div', { class: 'rv-dialog-bar' }, h('h2', { id: titleId }, title),
      h('button', { type: 'button', class: 'rv-link', onclick: () => dialog.close() }, words.t('reviews.close'))),
    content);
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (opener?.isConnected) opener.focus();
  });
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  parent.append(dialog);
  dialog.showModal();
  return dialog;
}

/** Opens the review form page (a signed link) in the dialog, in an iframe titled by the form's words. */
export function openFormDialog(parent: Element, words: Words, url: string): HTMLDialogElement {
  const title = words.t('review_form.write_review');
  return openDialog(parent, words, title, h('iframe', { src: url, title, referrerpolicy: 'no-referrer' }));
}

/** Opens a link in a new tab without handing it this page. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/**
 * The life of a widget that reads data shaped by its options (carousel, gallery, all reviews, store
 * reviews): answers arriving after `destroy` are dropped, and an update re-reads only when the read's
 * key changes (else it redraws with the new words and looks).
 */
export function dataLife(opts: {
  /** The key of the read the options shape: a different key re-reads. */
  key: (ctx: WidgetContext) => string;
  current: () => WidgetContext;
  set: (ctx: WidgetContext) => void;
  reload: () => void;
  redraw: () => void;
  /** Clean-up besides emptying the host (timers). */
  end: () => void;
}) {
  let alive = true;
  return {
    /** Hands the read's outcome to `ok` or `fail` while the widget is mounted. */
    settle<T>(read: Promise<T>, ok: (value: T) => void, fail: () => void): void {
      read.then((value) => alive && ok(value), () => alive && fail());
    },
    controls: {
      update: (next: WidgetContext): void => {
        const reread = opts.key(next) !== opts.key(opts.current());
        opts.set(next);
        if (reread) opts.reload();
        else opts.redraw();
      },
      destroy: (): void => {
        alive = false;
        opts.end();
      },
    },
  };
}
