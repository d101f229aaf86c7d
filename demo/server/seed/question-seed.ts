import type { Database } from 'better-sqlite3';
import { DAY_MS } from '../domain/day-dates';
import type { ReviewStatus } from '../domain/review-filter';
import type { SeededRandom } from '../domain/seeded-random';
import { demoCatalog } from './catalog';
import { REVIEW_HISTORY_DAYS } from './review-generator';

const QUESTIONS: readonly string[] = [
  'What are the exact dimensions of the {p}?',
  'Is the {p} suitable for outdoor use?',
  'How do I clean the {p}?',
  'Does the {p} come assembled?',
  'Is this available in other colours?',
  'How long does shipping to Canada take?',
  'Is the {p} made from sustainable materials?',
  'Can I return the {p} if it does not fit?',
  'Is the {p} dishwasher safe?',
  'Will this be back in stock soon?',
  'Does the colour fade in direct sunlight?',
  'Is gift wrapping available?',
];

const ANSWERS: readonly string[] = [
  'Great question! The full measurements are listed under the Details tab on the product page.',
  'Yes, it comes fully assembled and ready to use.',
  'We recommend wiping it with a soft damp cloth; avoid harsh detergents.',
  'It is best kept indoors or in a covered area.',
  'We restock every few weeks. Sign up for the back-in-stock email to hear first.',
  'Shipping to Canada usually takes 5 to 8 business days.',
  'Yes, every order can be returned within 30 days.',
  'Yes! Add a note at checkout and we will gift-wrap it for free.',
];

const ASKERS: readonly string[] = ['Maya R.', 'Tom B.', 'Priya K.', 'Jonas W.', 'Elena G.', 'Sam O.', 'Aiko T.', 'Lucas M.', 'Nora F.', 'Ben H.'];
const STATUSES: readonly ReviewStatus[] = ['published', 'pending', 'hidden'];

/**
 * Inserts generated customer questions for a shop: about half answered (a day or two later),
 * mostly published, a few pending, hidden or recently deleted. Must run inside a transaction.
 */
export function seedDemoQuestions(db: Database, shopId: number, args: { count: number; random: SeededRandom; now: number }): number {
  const stored = new Set(db.prepare('SELECT id FROM products WHERE shop_id = ?').pluck().all(shopId) as number[]);
  const products = demoCatalog().products.filter((p) => p.status === 'ACTIVE' && stored.has(p.id));
  if (products.length === 0) return 0;
  const insert = db.prepare(`INSERT INTO questions (shop_id, product_id, body, author, email, created_at, status, answer_body,
      answer_at, deleted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const { random, now } = args;
  for (let i = 0; i < args.count; i += 1) {
    const product = random.pick(products);
    const author = random.pick(ASKERS);
    const created = now - Math.floor(random.next() * REVIEW_HISTORY_DAYS * DAY_MS) - 60_000;
    const answered = random.chance(0.5);
    const email = random.chance(0.8) ? `${author.toLowerCase().replace(/[^a-z]+/g, '.').replace(/\.$/, '')}.${i + 1}@example.com` : null;
    insert.run(
      shopId,
      product.id,
      random.pick(QUESTIONS).replace('{p}', product.type.name.toLowerCase()),
      author,
      email,
      created,
      random.weighted(STATUSES, [75, 17, 8]),
      answered ? random.pick(ANSWERS) : null,
      answered ? Math.min(now, created + random.int(2, 48) * 3_600_000) : null,
      random.chance(0.01) ? now - random.int(1, 20 * 24) * 3_600_000 : null,
    );
  }
  return args.count;
}
