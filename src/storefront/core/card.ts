import type { WidgetReview } from '../../contract/widget-api';
import type { StoreSettings } from './api';
import { h } from './dom';
import { safeMediaUrl } from './safe-url';
import { countryFlag, stars } from './stars';
import { formatDate, timeAgo } from './time-ago';
import type { Words } from './words';

/** What a review card needs besides the review: words, settings flags, the API origin (media check), a photo opener. */
export type CardContext = {
  words: Words;
  settings: StoreSettings;
  apiBase: string;
  /** Opens the lightbox on the review's `index`-th media. */
  openMedia?: (review: WidgetReview, index: number) => void;
};

const WEEK = 7 * 24 * 3600_000;

/** The review's date as shown: time-ago words within a week, else the language's date. */
function dateText(words: Words, created: string): string {
  return Date.now() - Date.parse(created) < WEEK ? timeAgo(words, created) : formatDate(words.lang, created);
}

/** The media of a review that pass the URL check, with their checked thumbnail and full URLs. */
export function safeMedia(review: WidgetReview, apiBase: string): { type: string; url: string; thumb: string }[] {
  return review.media.flatMap((m) => {
    const url = safeMediaUrl(m.url, apiBase);
    const thumb = safeMediaUrl(m.thumb || m.url, apiBase);
    return url && thumb ? [{ type: m.type, url, thumb }] : [];
  });
}

/**
 * One review as a fixed-height card (stars, author, verified badge, flag, date, title, body clamped
 * to three lines, media thumbnails, store reply, helpful counts, incentivized note, Read more).
 * Every text of the review is a text node: markup in a review shows as typed.
 */
export function reviewCard(review: WidgetReview, ctx: CardContext): HTMLLIElement {
  const { words, settings: s } = ctx;
  const flag = s.is_show_country_flag ? countryFlag(review.country) : '';
  const media = s.is_show_media_gallery === 0 ? [] : safeMedia(review, ctx.apiBase);
  const more = h('button', { type: 'button', class: 'rv-link', 'aria-expanded': 'false', hidden: true }, words.t('reviews.read_more'));
  const card = h(
    'li',
    { class: 'rv-card', 'data-review': review.id },
    h(
      'div',
      { class: 'rv-meta' },
      stars(words, review.rating),
      h('span', { class: 'rv-author' }, review.author),
      review.verified && s.is_show_verified_badge !== 0 && h('span', { class: 'rv-verified' }, `✓ ${words.t('reviews.verified')}`),
      flag && h('span', { class: 'rv-flag', title: review.country ?? '' }, flag),
      s.is_show_review_date !== 0 && h('time', { class: 'rv-date', datetime: review.created_at }, dateText(words, review.created_at)),
    ),
    h('h3', { class: 'rv-card-title' }, review.title),
    h('p', { class: 'rv-body' }, review.body),
    h(
      'ul',
      { class: 'rv-media' },
      media.map((m, i) =>
        h(
          'li',
          {},
          h(
            'button',
            { type: 'button', class: 'rv-thumb', 'aria-label': words.t('reviews.open_photo', { index: i + 1 }), onclick: () => ctx.openMedia?.(review, i) },
            h('img', { src: m.thumb, alt: '', loading: 'lazy', decoding: 'async', width: 48, height: 48 }),
          ),
        ),
      ),
    ),
    review.reply ? h('p', { class: 'rv-reply' }, h('strong', {}, `${words.t('reviews.store_reply')}: `), review.reply.body) : h('p', { class: 'rv-reply', hidden: true }),
    h(
      'div',
      { class: 'rv-foot' },
      review.helpful && s.is_show_helpful !== 0 &&
        h('span', { class: 'rv-helpful' }, `${words.t('reviews.helpful')} ${words.t('reviews.helpful_yes', { count: review.helpful.up })} · ${words.t('reviews.helpful_no', { count: review.helpful.down })}`),
      review.incentivized && h('span', { class: 'rv-incentivized' }, words.t('reviews.incentivized')),
      more,
    ),
  );
  more.addEventListener('click', () => {
    const open = card.classList.toggle('rv-open');
    more.setAttribute('aria-expanded', String(open));
  });
  return card;
}

/** Shows each card's Read more when its body or reply is cut by the clamp (measured once laid out). */
export function markClamped(cards: Iterable<HTMLElement>): void {
  requestAnimationFrame(() => {
    for (const card of cards) {
      const cut = [...card.querySelectorAll<HTMLElement>('.rv-body, .rv-reply')].some((el) => el.scrollHeight > el.clientHeight + 1);
      const button = card.querySelector<HTMLButtonElement>('.rv-foot .rv-link');
      if (button && cut) button.hidden = false;
    }
  });
}

/** A placeholder card of the same fixed height (while a page loads). */
export function skeletonCard(): HTMLLIElement {
  return h('li', { class: 'rv-card', 'aria-hidden': 'true' },
    h('span', { class: 'rv-skel', style: 'width:40%' }), h('span', { class: 'rv-skel', style: 'width:60%' }),
    h('span', { class: 'rv-skel', style: 'width:90%' }));
}
