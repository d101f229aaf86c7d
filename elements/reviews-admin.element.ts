import r2wc from '@r2wc/react-to-web-component';
import { ReviewsAdmin } from '../src/app/ReviewsAdmin';
import { ensureStylesheet } from './assets';
import { defineOnce } from './define';

/** Tag of the whole admin. */
export const REVIEWS_ADMIN_TAG = 'reviews-admin';

/**
 * `<reviews-admin>`: the whole admin.
 *
 * @attr api-base - Base address of the admin API (default: this page's origin).
 * @attr locales-base - Where `{lng}/{ns}.json` locale files are served (default: `<api-base>/locales/`).
 * @attr mode - `platform` | `provider` | `standalone`; detected when absent.
 * @attr lang - Forces the interface language (else the shop's saved language).
 * @attr header-show - `false` hides the standalone top bar.
 * @attr routing - `browser` (default: the admin owns the page URL) or `memory` (routes inside the element).
 * @attr initial-path - First path with memory routing (default /).
 */
export const ReviewsAdminElement = r2wc(ReviewsAdmin, {
  props: {
    apiBase: 'string',
    localesBase: 'string',
    mode: 'string',
    lang: 'string',
    headerShow: 'boolean',
    routing: 'string',
    initialPath: 'string',
  },
});

/** Defines `<reviews-admin>` (safe to call twice) and links the stylesheet. */
export function defineReviewsAdmin(): void {
  ensureStylesheet();
  defineOnce(REVIEWS_ADMIN_TAG, ReviewsAdminElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'reviews-admin': HTMLElement & { apiBase?: string; localesBase?: string; mode?: string; lang?: string; headerShow?: boolean; routing?: string; initialPath?: string };
  }
}
