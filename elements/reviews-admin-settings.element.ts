import { defineOnce } from './define';
import { SETTINGS_DOC } from './manifest';
import { sectionElement, type SectionElementProps } from './section-element';
import type { TokenMethods } from './token';

/** Tag of the settings section. */
export const SETTINGS_SECTION_TAG = 'reviews-admin-settings';

/**
 * `<reviews-admin-settings>`: the settings section, mountable alone on a host page. It routes inside the
 * element from `/settings` and renders without the top bar; a path outside the section is offered to the
 * host page first.
 *
 * @element reviews-admin-settings
 * @attr {string} api-base - Base address of the admin API (default: the page's origin).
 * @attr {string} locales-base - Where `{lng}/{ns}.json` locale files are served (default: `<api-base>/locales/`).
 * @attr {string} store-base - Base of the store API used by the product picker (default: the API base).
 * @attr {string} app-id - App id sent to the store API.
 * @attr {string} mode - `platform`, `provider` or `standalone`; detected when absent.
 * @attr {string} lang - Forces the interface language (else the shop's saved language).
 * @attr {string} isolation - `shadow` renders in a shadow root (default on the second host's page); `none` renders in the page.
 * @attr {string} parent-origin - Origin of the host window the admin exchanges messages with; messages go there only, never to *.
 * @attr {string} initial-path - First path shown (default `/settings`).
 * @fires reviews-admin-navigate - `{ path }`: the element is about to leave its section; cancelable (preventDefault keeps it and lets the host page route).
 * @fires reviews-admin-expired-token - `{ reason }` (`api` or `store`): a token expired; answer with `setToken(token)`.
 */
export const ReviewsSettingsElement = sectionElement(SETTINGS_DOC);

/** Defines `<reviews-admin-settings>` (safe to call twice). */
export function defineReviewsSettings(): void {
  defineOnce(SETTINGS_SECTION_TAG, ReviewsSettingsElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'reviews-admin-settings': HTMLElement & SectionElementProps & TokenMethods;
  }
}
