import type { LanguageItem } from '../../../contract/languages';
import type { WidgetWordGroup } from '../../../contract/widget-words';

/** Props of the words editor: one language's overrides of the chosen text groups. */
export type WordsEditorProps = {
  /** A heading over the editor (the page's section name). */
  title?: string;
  groups: readonly WidgetWordGroup[];
  /** The storefront languages to choose from, and the chosen one. */
  languages: readonly LanguageItem[];
  language: string;
  onLanguageChange: (language: string) => void;
  /** The chosen language's default words by group (the placeholders). */
  defaults: Record<string, Record<string, string>>;
  /** The merchant's own words of the chosen language, flat `group.key` → text (absent = default). */
  value: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
  /** Translated messages by `group.key`. */
  errors: Partial<Record<string, string>>;
  /** True while the chosen language's words load (fields show as skeletons at their final size). */
  loading: boolean;
};
