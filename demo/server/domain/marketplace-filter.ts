import type { MarketplaceReview } from '../../../src/contract/marketplace';

/** The reviews of an item that pass the import filters. */
export function filterReviews(
  reviews: readonly MarketplaceReview[],
  filter: { minRating?: number | undefined; withPhotosOnly?: boolean | undefined; reviewIds?: readonly string[] | undefined },
): MarketplaceReview[] {
  const ids = filter.reviewIds ? new Set(filter.reviewIds) : null;
  return reviews.filter(
    (r) => r.rating >= (filter.minRating ?? 1) && (!filter.withPhotosOnly || r.photos.length > 0) && (!ids || ids.has(r.id)),
  );
}
