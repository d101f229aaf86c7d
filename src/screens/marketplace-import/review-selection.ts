import type { MarketplaceReview } from '../../contract/marketplace';

/** The import filters the merchant sets. */
export interface ReviewFilters {
  /** 1 means any rating. */
  minRating: number;
  withPhotosOnly: boolean;
  /** ISO alpha-2 codes of the countries to keep; empty means every country. */
  countries: string[];
}

/** Filters shown first: every rating, with or without photos. */
export const DEFAULT_FILTERS: ReviewFilters = { minRating: 1, withPhotosOnly: false, countries: [] };

/** The reviews that pass the filters (the server applies the same rule; a review without a country is out once countries are chosen). */
export function visibleReviews(reviews: readonly MarketplaceReview[], filters: ReviewFilters): MarketplaceReview[] {
  const countries = filters.countries.length > 0 ? new Set(filters.countries) : null;
  return reviews.filter(
    (r) =>
      r.rating >= filters.minRating &&
      (!filters.withPhotosOnly || r.photos.length > 0) &&
      (!countries || (r.country !== null && countries.has(r.country.toUpperCase()))),
  );
}

/** The chosen reviews among those shown: every shown review unless the merchant took it out. */
export function chosenIds(shown: readonly MarketplaceReview[], excluded: ReadonlySet<string>): string[] {
  return shown.filter((r) => !excluded.has(r.id)).map((r) => r.id);
}

/** Options of the minimum-rating select, as [value, count] pairs (1 = any rating). */
export const MIN_RATING_OPTIONS = [1, 2, 3, 4, 5] as const;
