import { widgetOptionsSchemas, type StorefrontWidget } from '../../../contract/widgets';

/** The whole-number options and their bounds (as `widgetOptionsSchemas` checks them). */
export const OPTION_NUMBER_LIMITS = {
  star_size: { min: 10, max: 40 },
  rows: { min: 1, max: 4 },
  columns: { min: 2, max: 8 },
  autoplay_seconds: { min: 0, max: 30 },
  max_items: { min: 3, max: 30 },
} as const;
/** A whole-number option's name. */
export type NumberOption = keyof typeof OPTION_NUMBER_LIMITS;

/** Longest title, tab text or button text of a widget (as the contract checks it). */
export const OPTION_TEXT_MAX = 120;

/** The hex colour shape of the contract's colour options (#RGB or #RRGGBB). */
export const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** Why an option's value is refused: a translation key under `display:options.errors` and its values. */
export type OptionProblem = { key: 'range' | 'tooLong' | 'colour' | 'invalid'; values?: Record<string, number> };

/** The problem of one option's draft value, checked by the widget's own schema; undefined when valid. */
export function optionProblem(widget: StorefrontWidget, name: string, value: unknown): OptionProblem | undefined {
  const field = (widgetOptionsSchemas[widget].shape as Record<string, { safeParse: (v: unknown) => { success: boolean } }>)[name];
  if (!field || field.safeParse(value).success) return undefined;
  if (name in OPTION_NUMBER_LIMITS) return { key: 'range', values: { ...OPTION_NUMBER_LIMITS[name as NumberOption] } };
  if (typeof value === 'string' && (name === 'color' || name === 'text_color')) return { key: 'colour' };
  if (typeof value === 'string') return { key: 'tooLong', values: { max: OPTION_TEXT_MAX } };
  return { key: 'invalid' };
}

/**
 * Every refused option of a widget's draft options, by option name (what the page checks before it
 * lets the merchant save; the forms show the same problems at their fields).
 */
export function optionProblems(widget: StorefrontWidget, options: Record<string, unknown>): Partial<Record<string, OptionProblem>> {
  const problems: Partial<Record<string, OptionProblem>> = {};
  for (const [name, value] of Object.entries(options)) {
    const problem = optionProblem(widget, name, value);
    if (problem) problems[name] = problem;
  }
  return problems;
}
