import type { MarketplaceReview } from '../../../src/contract/marketplace';

/**
 * The reviews of an item that pass the import filters; `countries` (ISO alpha-2 codes, any case)
 * keeps only reviews written from one of them (a review without a country then stays out).
 */
export function filterReviews(
  reviews: readonly MarketplaceReview[],
  filter: {
    minRating?: number | undefined;
    withPhotosOnly?: boolean | undefined;
    reviewIds?: readonly string[] | undefined;
    countries?: readonly string[] | undefined;
  },
): MarketplaceReview[] {
  const ids = filter.reviewIds ? new Set(filter.reviewIds) : null;
  const countries = filter.countries?.length ? new Set(filter.countries.map((c) => c.toUpperCase())) : null;
  return reviews.filter(
    (r) =>
      r.rating >= (filter.minRating ?? 1) &&
      (!filter.withPhotosOnly || r.photos.length > 0) &&
      (!ids || ids.has(r.id)) &&
      (!countries || (r.country !== null && countries.has(r.country.toUpperCase()))),
  );
}
