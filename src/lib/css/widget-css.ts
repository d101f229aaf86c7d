import { WIDGET_CSS_SCOPE, type CssRemoval } from '../../contract/widget-css';
import { sanitizeCss } from './sanitize-css';

/** The custom CSS fields of the review-widget settings and the widget whose host element scopes each. */
const CSS_FIELDS = { rating_css_code: WIDGET_CSS_SCOPE.rating, reviews_css_code: WIDGET_CSS_SCOPE.reviews } as const;

type CssField = keyof typeof CSS_FIELDS;

/**
 * The widget settings (or a patch of them) with each custom CSS field present sanitised under its
 * widget's scope, and per field present what was removed and why. Sanitising is idempotent, so
 * settings already sanitised come back unchanged.
 */
export function sanitizeWidgetCss<T extends Partial<Record<CssField, string>>>(settings: T): { settings: T; removed: Partial<Record<CssField, CssRemoval[]>> } {
  const clean: T = { ...settings };
  const removed: Partial<Record<CssField, CssRemoval[]>> = {};
  for (const field of Object.keys(CSS_FIELDS) as CssField[]) {
    const css = settings[field];
    if (css === undefined) continue;
    const result = sanitizeCss(css, { scope: CSS_FIELDS[field] });
    clean[field] = result.css as T[CssField];
    removed[field] = result.removed;
  }
  return { settings: clean, removed };
}
