import type { ComponentType } from 'react';
import { STOREFRONT_WIDGETS, type StorefrontWidget, type WidgetOptions, type WidgetPlacement } from '../../../contract/widgets';
import { optionsFormOf } from './OptionsForm';

/** Props of a widget's own options form: the draft options, a change and the field errors. */
export type OptionsFormProps<W extends StorefrontWidget> = {
  widget: W;
  value: WidgetOptions<W>;
  onChange: (next: WidgetOptions<W>) => void;
  /** Translated messages by option name (server 422 paths `options.<name>` or client checks). */
  errors: Partial<Record<string, string>>;
};

/** The options form of each widget (the review widget's look lives in the shared settings form). */
export type OptionForms = { [W in StorefrontWidget]: ComponentType<OptionsFormProps<W>> };

/**
 * One presentational Polaris form per widget for its `options`: fields labelled and checked at the
 * field as `widgetOptionsSchemas` checks them. A whole-number field that holds no whole number
 * hands NaN to `onChange` (see `optionProblems` to refuse the save).
 */
export const OPTION_FORMS = Object.fromEntries(STOREFRONT_WIDGETS.map((widget) => [widget, optionsFormOf(widget)])) as OptionForms;

/** The label key of a place in the theme, in the `display` namespace (`placements.product` → "Product page"). */
export function placementLabelKey(placement: WidgetPlacement): `placements.${WidgetPlacement}` {
  return `placements.${placement}`;
}

/** The options form of one widget, typed for that widget (indexing `OPTION_FORMS` with a generic widget loses it). */
export function optionFormFor<W extends StorefrontWidget>(widget: W): ComponentType<OptionsFormProps<W>> {
  return OPTION_FORMS[widget] as ComponentType<OptionsFormProps<W>>;
}
