import type { WidgetReview, WidgetReviewPage, WidgetReviewSort } from '../../contract/widget-api';
import type { StoreApi } from '../core/api';

/** What the list shows: a product's reviews in an order, maybe filtered. */
export type ListQuery = { product?: string; sort: WidgetReviewSort; rating?: number; media: boolean };

/** A slice of the list: its reviews and the filtered total. */
export type ListWindow = { items: WidgetReview[]; total: number };

/**
 * The review pages a widget has read, by query. The widget shows pages of its own size (the draft
 * size in the preview) over the API's pages (the shop's saved size): a window reads the API pages
 * it overlaps and slices them.
 */
export function reviewPages(api: StoreApi) {
  const pages = new Map<string, WidgetReviewPage>();
  let size = 0;
  const key = (q: ListQuery, page: number): string => `${q.product ?? ''}|${q.sort}|${q.rating ?? ''}|${q.media ? 1 : 0}|${page}`;
  const needed = (start: number, count: number): number[] => {
    const per = size || count;
    const first = Math.floor(start / per) + 1;
    const last = Math.floor((start + Math.max(count, 1) - 1) / per) + 1;
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  };

  /** The window from the pages read so far, or null when a page is missing. */
  const cached = (q: ListQuery, start: number, count: number): ListWindow | null => {
    if (!size) return null;
    const got = needed(start, count).map((n) => pages.get(key(q, n)));
    if (got.some((p) => !p)) return null;
    const read = got as WidgetReviewPage[];
    const offset = (read[0]!.page - 1) * size;
    const items = read.flatMap((p) => p.items).slice(start - offset, start - offset + count);
    return { items, total: read[0]!.total };
  };

  /** Reads the pages the window needs (one call per missing API page, usually one). */
  const load = async (q: ListQuery, start: number, count: number): Promise<ListWindow> => {
    for (let round = 0; round < 3; round++) {
      const hit = cached(q, start, count);
      if (hit) return hit;
      const missing = needed(start, count).filter((n) => !pages.has(key(q, n)));
      const answers = await Promise.all(missing.map((page) => api.reviews({ product: q.product, page, sort: q.sort, rating: q.rating, media: q.media })));
      for (const answer of answers) {
        size = answer.per_page;
        pages.set(key(q, answer.page), answer);
      }
    }
    return cached(q, start, count) ?? { items: [], total: 0 };
  };
  return { cached, load };
}
