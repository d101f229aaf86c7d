import type { Database } from 'better-sqlite3';
import type { Marketplace, MarketplaceImportResult, MarketplaceReview } from '../../../../src/contract/marketplace';
import { ResultCode, businessError } from '../../domain/errors';
import { filterReviews } from '../../domain/marketplace-filter';
import { reviewDuplicateKey } from '../../domain/review-duplicate-key';
import { gid } from '../../domain/store-ids';
import { MAX_IMPORT_ROWS, importReviewBatch } from './review-imports';

/** Business code of an import whose filters leave no review. */
export const NOTHING_TO_IMPORT = 42230;

/** The reviews of one marketplace item meant for one store product. */
export interface ItemReviews {
  productNumber: number;
  reviews: readonly MarketplaceReview[];
}

/** Import filters of the marketplace and supplier imports. */
export interface ReviewFilterOptions {
  minRating?: number | undefined;
  withPhotosOnly?: boolean | undefined;
  reviewIds?: readonly string[] | undefined;
  /** ISO alpha-2 codes of the countries whose reviews to keep. */
  countries?: readonly string[] | undefined;
}

/** An import row (the shape `import_reviews` stores) of a marketplace review. */
function importRow(review: MarketplaceReview, productNumber: number, line: number): Record<string, unknown> & { line: number } {
  const productId = gid('Product', productNumber);
  return {
    line,
    product_id: productId,
    rating: review.rating,
    title: '',
    body: review.body,
    author: review.author,
    email: null,
    date: review.date,
    media_urls: review.photos,
    country: review.country,
    language: review.language,
    duplicate_key: reviewDuplicateKey({ productId, author: review.author, date: review.date, body: review.body }),
  };
}

/**
 * Imports marketplace reviews through the file-import path (one import record, the same row
 * checks and duplicate keys, so importing the same reviews again adds none). Every item must be
 * for a product of the shop. Answers the import id and its counts.
 */
export function importMarketplaceReviews(
  db: Database,
  shopId: number,
  args: { items: readonly ItemReviews[]; filter: ReviewFilterOptions; format: Marketplace; fileName: string; now: number },
): MarketplaceImportResult {
  const known = db.prepare('SELECT 1 FROM products WHERE shop_id = ? AND id = ?');
  for (const item of args.items) {
    if (!known.get(shopId, item.productNumber)) businessError(ResultCode.notFound, `No product in the store has the id ${gid('Product', item.productNumber)}.`);
  }
  const rows = args.items.flatMap((item) => filterReviews(item.reviews, args.filter).map((review) => ({ review, productNumber: item.productNumber })));
  if (rows.length === 0) businessError(NOTHING_TO_IMPORT, 'No reviews match the filters: lower the minimum rating or include reviews without photos.');
  let importId: string | undefined;
  const result: MarketplaceImportResult = { import_id: '', selected: rows.length, imported: 0, duplicates: 0, failed: 0 };
  for (let start = 0; start < rows.length; start += MAX_IMPORT_ROWS) {
    const batch = rows.slice(start, start + MAX_IMPORT_ROWS).map((r, i) => importRow(r.review, r.productNumber, start + i + 1));
    const answer = importReviewBatch(db, shopId, { importId, fileName: args.fileName, format: args.format, rows: batch, now: args.now });
    importId = answer.import_id;
    result.imported += answer.imported;
    result.duplicates += answer.duplicates;
    result.failed += answer.failed.length;
  }
  result.import_id = importId ?? '';
  return result;
}
