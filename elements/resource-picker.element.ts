import r2wc from '@r2wc/react-to-web-component';
import { createElement } from 'react';
import type { PickerOptions, PickerResult } from '../machines/resource-picker/resource-picker.types';
import { PieceRoot, type PieceProps } from '../src/app/PieceRoot';
import { getRuntime } from '../src/app/runtime';
import { ResourcePickerModal } from '../src/ui/picker/ResourcePickerModal';
import './assets';
import { defineOnce } from './define';
import { emit } from './events';
import { elementDoc, propsOf, SHARED_ATTRIBUTES } from './manifest';

/** Tag of the picker element. */
export const RESOURCE_PICKER_TAG = 'reviews-resource-picker';

function PickerPiece(props: PieceProps) {
  return createElement(PieceRoot, { ...props, needsStartup: false }, createElement(ResourcePickerModal));
}

const Base = r2wc(PickerPiece, { props: propsOf(elementDoc(RESOURCE_PICKER_TAG)) });

/** `<reviews-resource-picker>`: call `open(options)`; resolves with the selection or null. */
export class ReviewsResourcePickerElement extends (Base as unknown as { new (): HTMLElement }) {
  /** Opens the picker; the result also fires as `reviews-admin-picker-select`. */
  async open(options: PickerOptions): Promise<PickerResult | null> {
    const attrs = Object.fromEntries(SHARED_ATTRIBUTES.map((a) => [a.prop, this.getAttribute(a.name) ?? undefined]));
    const result = await getRuntime(attrs).pickResources(options);
    emit(this, 'reviews-admin-picker-select', { result });
    return result;
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
