import type { ComponentType } from 'react';
import type { StorefrontWidget, WidgetOptions } from '../../../contract/widgets';

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
