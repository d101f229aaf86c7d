import { h } from './dom';
import type { Words } from './words';

const SVG = 'http://www.w3.org/2000/svg';
const STAR_PATH = 'M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z';

/** One row of five star outlines (SVG), coloured by `currentColor`. */
function row(className: string): HTMLSpanElement {
  const span = h('span', { class: className, 'aria-hidden': 'true' });
  for (let i = 0; i < 5; i++) {
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 20 20');
    svg.setAttribute('focusable', 'false');
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', STAR_PATH);
    svg.appendChild(path);
    span.appendChild(svg);
  }
  return span;
}

/** The share of the five stars to fill for a rating (0–1, in tenths of a star). */
export function starFill(rating: number): number {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  return Math.round(clamped * 10) / 50;
}

/**
 * Five stars filled to `rating` (a part star for decimals), named by the `reviews.rating_label`
 * word ("4.5 out of 5 stars") for assistive technology. Colour `--rv-star`, size `--rv-star-size`.
 */
export function stars(words: Words, rating: number): HTMLSpanElement {
  const fill = row('rv-stars-fill');
  fill.style.width = `${starFill(rating) * 100}%`;
  const label = words.t('reviews.rating_label', { rating: Math.round(rating * 10) / 10 });
  return h('span', { class: 'rv-stars', role: 'img', 'aria-label': label }, row('rv-stars-empty'), fill);
}

/**
 * A rating text (`{{star}} {{review_number}} Reviews`, number already filled in) with the stars
 * drawn where `{{star}}` stands; texts stay text nodes.
 */
export function ratingText(words: Words, text: string, rating: number): (Node | string)[] {
  const parts = text.split(/\{\{\s*star\s*\}\}/);
  return parts.flatMap((part, i) => (i === 0 ? [part] : [stars(words, rating), part])).filter((p) => p !== '');
}

/** The emoji flag of a two-letter country code (regional indicator letters), or '' for anything else. */
export function countryFlag(code: string | null): string {
  if (!code || !/^[a-z]{2}$/i.test(code)) return '';
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
