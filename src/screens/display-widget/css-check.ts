import type { CssCheck, CssField } from '../../../machines/widget-editor/widget-editor.types';
import { WIDGET_CSS_SCOPE } from '../../contract/widget-css';
import { sanitizeCss } from '../../lib/css/sanitize-css';

const SCOPE: Record<CssField, string> = { reviews_css_code: WIDGET_CSS_SCOPE.reviews, rating_css_code: WIDGET_CSS_SCOPE.rating };

/** Sanitises draft custom CSS as the server will (loaded on demand: it carries the CSS parser). */
export function checkCss(css: string, field: CssField): CssCheck {
  return sanitizeCss(css, { scope: SCOPE[field] });
}
