import r2wc from '@r2wc/react-to-web-component';
import { ReviewsAdmin } from '../src/app/ReviewsAdmin';
import './assets';
import { defineOnce } from './define';
import { elementDoc, propsOf } from './manifest';

/** Tag of the whole admin. */
export const REVIEWS_ADMIN_TAG = 'reviews-admin';

/**
 * `<reviews-admin>`: the whole admin. Attributes: see elements/manifest.ts (api-base, locales-base,
 * store-base, app-id, mode, lang, isolation, parent-origin, header-show, routing, admin-origins, initial-path).
 */
export const ReviewsAdminElement = r2wc(ReviewsAdmin, { props: propsOf(elementDoc(REVIEWS_ADMIN_TAG)) });

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
  headerShow?: boolean;
  routing?: string;
  initialPath?: string;
  adminOrigins?: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'reviews-admin': HTMLElement & AdminElementProps;
  }
}
