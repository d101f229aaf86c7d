import r2wc from '@r2wc/react-to-web-component';
import { createElement } from 'react';
import { PieceRoot, type PieceProps } from '../src/app/PieceRoot';
import { SetupGuideCard } from '../src/screens/dashboard/SetupGuideCard';
import './assets';
import { liveAttributes } from './live-attributes';
import { defineOnce } from './define';
import { emit } from './events';
import { propsOf, SETUP_GUIDE_DOC } from './manifest';
import type { SectionElementProps } from './section-element';
import { withSetToken, type TokenMethods } from './token';

/** Tag of the setup guide element. */
export const SETUP_GUIDE_TAG = 'reviews-setup-guide';

function GuidePiece(props: PieceProps) {
  const onNavigate = (path: string) => {
    if (props.container) emit(props.container, 'reviews-admin-navigate', { path });
  };
  return createElement(PieceRoot, { ...props, needsStartup: true }, createElement(SetupGuideCard, { onNavigate }));
}

/**
 * `<reviews-setup-guide>`: the setup guide card (six steps, progress, dismiss) on its own. A step's
 * page is the host page's to open: the element asks for it with `reviews-admin-navigate`.
 *
 * @element reviews-setup-guide
 * @attr {string} api-base - Base address of the admin API (default: the page's origin).
 * @attr {string} locales-base - Where `{lng}/{ns}.json` locale files are served (default: `<api-base>/locales/`).
 * @attr {string} store-base - Base of the store API used by the product picker (default: the API base).
 * @attr {string} app-id - App id sent to the store API.
 * @attr {string} mode - `platform`, `provider` or `standalone`; detected when absent.
 * @attr {string} lang - Forces the interface language (else the shop's saved language).
 * @attr {string} isolation - `shadow` renders in a shadow root (default on the second host's page); `none` renders in the page.
 * @attr {string} parent-origin - Origin of the host window the admin exchanges messages with; messages go there only, never to *.
 * @fires reviews-admin-navigate - `{ path }`: a step asks for an admin page; the host page routes to it.
 * @fires reviews-admin-expired-token - `{ reason }` (`api` or `store`): a token expired; answer with `setToken(token)`.
 */
export const ReviewsSetupGuideElement = liveAttributes(withSetToken(r2wc(GuidePiece, { props: propsOf(SETUP_GUIDE_DOC) })));

/** Defines `<reviews-setup-guide>` (safe to call twice). */
export function defineSetupGuide(): void {
  defineOnce(SETUP_GUIDE_TAG, ReviewsSetupGuideElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'reviews-setup-guide': HTMLElement & Omit<SectionElementProps, 'initialPath'> & TokenMethods;
  }
}
