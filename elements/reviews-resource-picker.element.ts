import r2wc from '@r2wc/react-to-web-component';
import { createElement } from 'react';
import type { PickerOptions, PickerResult } from '../machines/resource-picker/resource-picker.types';
import { PieceRoot, type PieceProps } from '../src/app/PieceRoot';
import { getRuntime, setPageToken } from '../src/app/runtime';
import { LazyResourcePicker } from '../src/ui/LazyParts';
import './assets';
import { liveAttributes } from './live-attributes';
import { defineOnce } from './define';
import { emit } from './events';
import { propsOf, RESOURCE_PICKER_DOC, SHARED_ATTRIBUTES } from './manifest';
import type { TokenMethods } from './token';

/** Tag of the picker element. */
export const RESOURCE_PICKER_TAG = 'reviews-resource-picker';

function PickerPiece(props: PieceProps) {
  return createElement(PieceRoot, { ...props, needsStartup: false }, createElement(LazyResourcePicker, { slot: props.container }));
}

const Base = liveAttributes(r2wc(PickerPiece, { props: propsOf(RESOURCE_PICKER_DOC) }));

/**
 * `<reviews-resource-picker>`: the product and collection picker. It renders nothing until
 * `open(options)` is called; the promise resolves with the selection, or null on Cancel.
 *
 * @element reviews-resource-picker
 * @attr {string} api-base - Base address of the admin API (default: the page's origin).
 * @attr {string} locales-base - Where `{lng}/{ns}.json` locale files are served (default: `<api-base>/locales/`).
 * @attr {string} store-base - Base of the store API used by the product picker (default: the API base).
 * @attr {string} app-id - App id sent to the store API.
 * @attr {string} mode - `platform`, `provider` or `standalone`; detected when absent.
 * @attr {string} lang - Forces the interface language (else the shop's saved language).
 * @attr {string} isolation - `shadow` renders in a shadow root (default on the second host's page); `none` renders in the page.
 * @attr {string} parent-origin - Origin of the host window the admin exchanges messages with; messages go there only, never to *.
 * @fires reviews-admin-picker-select - `{ result }`: the picker closed with a selection, or `null` on Cancel.
 * @fires reviews-admin-expired-token - `{ reason }` (`api` or `store`): a token expired; answer with `setToken(token)`.
 */
export class ReviewsResourcePickerElement extends (Base as unknown as { new (): HTMLElement }) implements TokenMethods {
  /** Opens the picker; the result also fires as `reviews-admin-picker-select`. Rejects at once when the element is not in the document. */
  async open(options: PickerOptions): Promise<PickerResult | null> {
    if (!this.isConnected) throw new Error(`${RESOURCE_PICKER_TAG} must be in the document to open`);
    const attrs = Object.fromEntries(SHARED_ATTRIBUTES.map((a) => [a.prop, this.getAttribute(a.name) ?? undefined]));
    const result = await getRuntime(attrs).pickResources(options, this);
    emit(this, 'reviews-admin-picker-select', { result });
    return result;
  }

  /** Hands the page-wide runtime a fresh session token (see `reviews-admin-expired-token`). */
  setToken(token: string): void {
    setPageToken(token);
  }
}

/** Defines `<reviews-resource-picker>` (safe to call twice). */
export function defineResourcePicker(): void {
  defineOnce(RESOURCE_PICKER_TAG, ReviewsResourcePickerElement as unknown as CustomElementConstructor);
}

declare global {
  interface HTMLElementTagNameMap {
    'reviews-resource-picker': ReviewsResourcePickerElement;
  }
}
