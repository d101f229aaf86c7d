import type { StorefrontWidget, WidgetOptions } from '../../../contract/widgets';
import type { NumberOption } from './option-checks';

/** One option's field: how it is asked (the label is `display:options.fields.<name>`). */
export type FieldSpec =
  | { kind: 'toggle'; name: string; help?: boolean }
  | { kind: 'number'; name: NumberOption; unit?: 'seconds'; help?: boolean }
  | { kind: 'text'; name: string }
  | { kind: 'colour'; name: string }
  | { kind: 'choice'; name: string; choices: readonly string[] }
  | { kind: 'rating'; name: string };

/** The fields of a widget's form, row by row (the fields of one row stand side by side). */
type FormSpec<W extends StorefrontWidget> = readonly (readonly (FieldSpec & { name: keyof WidgetOptions<W> & string })[])[];

/** Every widget's options form, as rows of fields (each option of `widgetOptionsSchemas` once). */
export const FORM_SPECS: { [W in StorefrontWidget]: FormSpec<W> } = {
  widget: [[{ kind: 'toggle', name: 'show_summary' }], [{ kind: 'toggle', name: 'show_sort' }], [{ kind: 'toggle', name: 'show_filters' }]],
  rating: [[{ kind: 'toggle', name: 'hide_when_empty' }], [{ kind: 'number', name: 'star_size' }]],
  write: [[{ kind: 'choice', name: 'mode', choices: ['popup', 'page'] }], [{ kind: 'toggle', name: 'ask_media' }]],
  qa: [[{ kind: 'toggle', name: 'allow_questions', help: true }]],
  shows: [[{ kind: 'text', name: 'title' }], [{ kind: 'number', name: 'rows' }, { kind: 'number', name: 'columns' }]],
  reviews: [[{ kind: 'text', name: 'title' }], [{ kind: 'rating', name: 'min_rating' }]],
  tab: [
    [{ kind: 'choice', name: 'position', choices: ['left', 'right'] }],
    [{ kind: 'text', name: 'text' }],
    [{ kind: 'colour', name: 'color' }, { kind: 'colour', name: 'text_color' }],
  ],
  carousel: [
    [{ kind: 'text', name: 'title' }],
    [{ kind: 'rating', name: 'min_rating' }, { kind: 'number', name: 'max_items' }],
    [{ kind: 'number', name: 'autoplay_seconds', unit: 'seconds', help: true }],
    [{ kind: 'toggle', name: 'with_media_only' }],
  ],
  referral: [[{ kind: 'text', name: 'title' }], [{ kind: 'text', name: 'button_text' }]],
  checkout: [[{ kind: 'text', name: 'title' }]],
  storeReview: [[{ kind: 'text', name: 'title' }], [{ kind: 'number', name: 'max_items' }]],
};
