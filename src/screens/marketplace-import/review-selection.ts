import type { MarketplaceReview } from '../../contract/marketplace';

/** The import filters the merchant sets. */
export interface ReviewFilters {
  /** 1 means any rating. */
  minRating: number;
  withPhotosOnly: boolean;
}

/** Filters shown first: every rating, with or without photos. */
export const DEFAULT_FILTERS: ReviewFilters = { minRating: 1, withPhotosOnly: false };

/** The reviews that pass the filters (the server applies the same rule). */
export function visibleReviews(reviews: readonly MarketplaceReview[], filters: ReviewFilters): MarketplaceReview[] {
  return reviews.filter((r) => r.rating >= filters.minRating && (!filters.withPhotosOnly || r.photos.length > 0));
}

/** The chosen reviews among those shown: every shown review unless the merchant took it out. */
export function chosenIds(shown: readonly MarketplaceReview[], excluded: ReadonlySet<string>): string[] {
  return shown.filter((r) => !excluded.has(r.id)).map((r) => r.id);
}

/** Options of the minimum-rating select, as [value, count] pairs (1 = any rating). */
export const MIN_RATING_OPTIONS = [1, 2, 3, 4, 5] as const;
