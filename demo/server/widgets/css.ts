import type { WidgetSettings } from '../domain/widget-settings';

/**
 * The shop's custom CSS as the storefront loads it: the rating badge's, then the review widget's,
 * as `getWidgetSettings` reads them (sanitised under each widget's scope, so a value stored before
 * the sanitiser, or written around the admin, is safe too); empty when neither has any.
 */
export function widgetCss(settings: Pick<WidgetSettings, 'rating_css_code' | 'reviews_css_code'>): string {
  return [settings.rating_css_code, settings.reviews_css_code].map((css) => css.trim()).filter(Boolean).join('\n');
}
