import r2wc from '@r2wc/react-to-web-component';
import { ReviewsAdmin } from '../src/app/ReviewsAdmin';
import './assets';
import { liveAttributes } from './live-attributes';
import { defineOnce } from './define';
import { propsOf, REVIEWS_ADMIN_DOC } from './manifest';
import { withSetToken, type TokenMethods } from './token';

/** Tag of the whole admin. */
export const REVIEWS_ADMIN_TAG = 'reviews-admin';

/**
 * `<reviews-admin>`: the whole admin, every screen with its navigation and shell.
 *
 * @element reviews-admin
 * @attr {string} api-base - Base address of the admin API (default: the page's origin).
 * @attr {string} locales-base - Where `{lng}/{ns}.json` locale files are served (default: `<api-base>/locales/`).
 * @attr {string} store-base - Base of the store API used by the product picker (default: the API base).
 * @attr {string} app-id - App id sent to the store API.
 * @attr {string} mode - `platform`, `provider` or `standalone`; detected when absent.
 * @attr {string} lang - Forces the interface language (else the shop's saved language).
 * @attr {string} isolation - `shadow` renders in a shadow root (default on the second host's page); `none` renders in the page.
 * @attr {string} parent-origin - Origin of the host window the admin exchanges messages with; messages go there only, never to *.
 * @attr {boolean} header-show - `false` hides the standalone top bar.
 * @attr {string} routing - `browser` (default: the admin owns the page URL) or `memory` (routes inside the element).
 * @attr {string} admin-origins - Comma-separated https origins, besides the platform's own, allowed to embed the app as its admin.
 * @attr {string} support-chat - `off` (default) or `preview`: a stand-in chat panel showing the details a chat widget is given.
 * @attr {string} initial-path - First path shown (memory routing).
 * @fires reviews-admin-expired-token - `{ reason }` (`api` or `store`): a token expired; answer with `setToken(token)`.
 */
export const ReviewsAdminElement = liveAttributes(withSetToken(r2wc(ReviewsAdmin, { props: propsOf(REVIEWS_ADMIN_DOC) })));

/** Defines `<reviews-admin>` (safe to call twice). */
export function defineReviewsAdmin(): void {
  defineOnce(REVIEWS_ADMIN_TAG, ReviewsAdminElement);
}

/** Attributes of the admin elements as properties. */
export interface AdminElementProps {
  apiBase?: string;
  localesBase?: string;
  storeBase?: string;
  appId?: string;
  mode?: string;
  lang?: string;
  isolation?: string;
  parentOrigin?: string;
  headerShow?: boolean;
  routing?: string;
  initialPath?: string;
  adminOrigins?: string;
  supportChat?: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'reviews-admin': HTMLElement & AdminElementProps & TokenMethods;
  }
}
