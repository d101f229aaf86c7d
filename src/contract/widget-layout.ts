/**
 * Fixed heights (px) of the storefront review widget's parts, whatever its width: the widget draws
 * its skeleton and its loaded state at these sizes, and a page that renders the widget's host
 * server-side reserves the same space before the script runs (`style="min-height:…px"`), so
 * nothing moves while it loads.
 */
export const REVIEW_WIDGET_LAYOUT = {
  head: 44,
  summary: 112,
  toolbar: 44,
  card: 260,
  cardGap: 12,
  /** The pager with its top margin (only with more than one page). */
  pager: 52,
  /** The empty state (no reviews yet). */
  empty: 112,
} as const;

/** Which parts of the review widget show (its display options). */
type LayoutOptions = { show_summary: boolean; show_sort: boolean; show_filters: boolean };

/** Height of the review widget with `count` reviews at `perPage` a page: head, summary, toolbar, the first page's cards, pager. */
export function reviewWidgetHeight(count: number, perPage: number, options: LayoutOptions = { show_summary: true, show_sort: true, show_filters: true }): number {
  const l = REVIEW_WIDGET_LAYOUT;
  if (count <= 0) return l.head + l.empty;
  const cards = Math.min(count, Math.max(1, perPage));
  return l.head + (options.show_summary ? l.summary : 0) + (options.show_sort || options.show_filters ? l.toolbar : 0) +
    cards * l.card + (cards - 1) * l.cardGap + (count > perPage ? l.pager : 0);
}

/** Height of the star rating badge (one line) for a star size. */
export const ratingBadgeHeight = (starSize: number): number => starSize + 6;
