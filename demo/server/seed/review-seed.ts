import type { Database } from 'better-sqlite3';
import { seededRandom, type SeededRandom } from '../domain/seeded-random';
import { demoCatalog } from './catalog';
import type { CatalogProduct } from './catalog-types';
import { withSearchIndexBatch } from '../store/review-fts';
import { generateReview, reviewedProducts } from './review-generator';
import { reviewInserter } from '../store/repositories/review-insert';
import { seedDemoQuestions } from './question-seed';

/** Reviews the demo shop starts with. */
export const DEMO_REVIEW_COUNT = 3000;
/** Questions the demo shop starts with. */
export const DEMO_QUESTION_COUNT = 300;
const DEMO_REVIEW_SEED = 20_240_612;

/**
 * Inserts `count` generated reviews for a shop over the demo catalogue's products (a generated
 * review whose duplicate key is taken is drawn again, so exactly `count` rows are added).
 * Must run inside a transaction.
 */
export function insertGeneratedReviews(
  db: Database,
  shopId: number,
  args: { count: number; random: SeededRandom; now: number; firstSerial: number; uniqueEmails?: boolean },
): number {
  const { list, weights } = reviewedProducts(demoCatalog().products, args.random);
  const stored = new Set(db.prepare('SELECT id FROM products WHERE shop_id = ?').pluck().all(shopId) as number[]);
  const products = list.filter((p) => stored.has(p.id));
  if (products.length === 0) return 0;
  const productWeights = list.flatMap((p, i) => (stored.has(p.id) ? [weights[i] ?? 1] : []));
  const insert = reviewInserter(db, shopId);
  return withSearchIndexBatch(db, () => {
    let inserted = 0;
    let serial = args.firstSerial;
    for (let attempts = 0; inserted < args.count && attempts < args.count * 2; attempts += 1) {
      const product: CatalogProduct = args.random.weighted(products, productWeights);
      const review = generateReview(args.random, product, serial, args.now, { uniqueEmails: args.uniqueEmails });
      serial += 1;
      if (insert(review)) inserted += 1;
    }
    return inserted;
  });
}

/**
 * Gives a shop the demo reviews (about 3 000) and questions (about 300) once: a shop that
 * was seeded before keeps whatever the merchant did since, even an empty list.
 */
export function seedDemoReviews(db: Database, shopId: number, now: number): void {
  if (db.prepare('SELECT 1 FROM review_seeds WHERE shop_id = ?').get(shopId)) return;
  if (!db.prepare('SELECT 1 FROM products WHERE shop_id = ? LIMIT 1').get(shopId)) return;
  db.transaction(() => {
    const random = seededRandom(DEMO_REVIEW_SEED);
    insertGeneratedReviews(db, shopId, { count: DEMO_REVIEW_COUNT, random, now, firstSerial: 1 });
    seedDemoQuestions(db, shopId, { count: DEMO_QUESTION_COUNT, random, now });
    db.prepare('INSERT INTO review_seeds (shop_id, seeded_at) VALUES (?, ?)').run(shopId, now);
  })();
}
