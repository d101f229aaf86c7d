import { DAY_MS } from '../domain/day-dates';
import { reviewDuplicateKey } from '../domain/review-duplicate-key';
import type { ReviewSource, ReviewStatus } from '../domain/review-filter';
import type { NewReview, ReviewMedia } from '../domain/review-view';
import type { SeededRandom } from '../domain/seeded-random';
import { gid } from '../domain/store-ids';
import type { LanguageWords, Phrases } from './review-word-types';
import { LANGUAGE_WORDS_LIST, REVIEW_WORDS } from './review-words';
import type { CatalogProduct } from './catalog-types';

export type { NewReview };


/** How far back the demo reviews go. */
export const REVIEW_HISTORY_DAYS = 730;

/** Placeholder address of a demo review video (not served). */
export const DEMO_VIDEO_HOST = 'https://media.maplemoss.example/reviews';

const RATINGS = [5, 4, 3, 2, 1] as const;
const RATING_WEIGHTS = [55, 22, 10, 6, 7] as const;
const STATUSES: readonly ReviewStatus[] = ['published', 'pending', 'hidden'];
const SOURCES: readonly ReviewSource[] = ['collected', 'imported', 'other'];

/** Products that get reviews, each with a weight (some products are far more popular). */
export function reviewedProducts(products: readonly CatalogProduct[], random: SeededRandom) {
  const list = products.filter((p) => p.status !== 'DRAFT');
  return { list, weights: list.map(() => 1 + Math.floor(random.next() ** 3 * 30)) };
}

const asciiName = (name: string): string =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.+|\.+$/g, '');

function text(random: SeededRandom, words: LanguageWords, phrases: Phrases, productType: string): { title: string; body: string } {
  const count = random.int(1, 3);
  const picked = new Set<string>();
  while (picked.size < Math.min(count, phrases.sentences.length)) picked.add(random.pick(phrases.sentences));
  const body = [...picked].map((s) => s.replace('{p}', productType)).join(words.joiner);
  return { title: random.pick(phrases.titles), body };
}

function mediaOf(random: SeededRandom, handle: string, serial: number): ReviewMedia[] {
  const roll = random.next();
  if (roll < 0.04) {
    const thumb = `/store/images/${handle}-video-${serial}.svg`;
    return [{ type: 'video', url: `${DEMO_VIDEO_HOST}/${serial}.mp4`, thumb }];
  }
  if (roll < 0.22) {
    return Array.from({ length: random.int(1, 3) }, (_, i) => {
      const url = `/store/images/${handle}-photo-${serial}-${i + 1}.svg`;
      return { type: 'image' as const, url, thumb: url };
    });
  }
  return [];
}

/**
 * One realistic review: language mostly English, ratings skewed positive, ~60 % verified, ~15 %
 * replied, some photos and videos, a few incentivized, pending, hidden or recently deleted.
 * `serial` makes names of media and emails distinct; `now` anchors the 2-year date range.
 */
export function generateReview(
  random: SeededRandom,
  product: CatalogProduct,
  serial: number,
  now: number,
  opts: { uniqueEmails?: boolean } = {},
): NewReview {
  const language = random.weighted(LANGUAGE_WORDS_LIST.map(([code]) => code), LANGUAGE_WORDS_LIST.map(([, weight]) => weight));
  const words = REVIEW_WORDS[language];
  const rating = random.weighted(RATINGS, RATING_WEIGHTS);
  const phrases = rating >= 4 ? words.good : rating === 3 ? words.mixed : words.bad;
  const { title, body } = text(random, words, phrases, product.type.name.toLowerCase());
  const first = random.pick(words.firstNames);
  const last = random.pick(words.lastNames);
  const author = language === 'ja' ? `${last} ${first}` : `${first} ${last}`;
  const slug = asciiName(`${first} ${last}`);
  const local = slug === '' ? `customer${serial}` : opts.uniqueEmails ? `${slug}.${serial}` : slug;
  const email = random.chance(0.85) ? `${local}@example.com` : null;
  const created_at = now - Math.floor(random.next() * REVIEW_HISTORY_DAYS * DAY_MS) - 60_000;
  const verified = random.chance(0.6);
  const replied = random.chance(0.15);
  const reply_at = replied ? Math.min(now, created_at + random.int(1, 5 * 24) * 3_600_000) : null;
  const deleted = random.chance(0.006);
  return {
    product_id: product.id,
    rating,
    title,
    body,
    author,
    email,
    country: random.chance(0.92) ? random.pick(words.countries) : null,
    language,
    created_at,
    status: random.weighted(STATUSES, [85, 9, 6]),
    source: random.weighted(SOURCES, [78, 17, 5]),
    verified: verified ? 1 : 0,
    pinned: random.chance(0.01) ? 1 : 0,
    incentivized: random.chance(0.03) ? 1 : 0,
    helpful_up: Math.floor(random.next() ** 3 * 40),
    helpful_down: Math.floor(random.next() ** 4 * 6),
    order_id: verified || random.chance(0.1) ? `#${1001 + random.int(0, 48_000)}` : null,
    media: mediaOf(random, product.handle, serial),
    reply_body: replied ? random.pick(rating >= 4 ? words.replies.slice(0, -1) : words.replies.slice(-1)) : null,
    reply_at,
    reply_notified: replied && email !== null && random.chance(0.5) ? 1 : 0,
    deleted_at: deleted ? now - random.int(1, 25 * 24) * 3_600_000 : null,
    duplicate_key: reviewDuplicateKey({ productId: gid('Product', product.id), author, date: created_at, body }),
    import_id: null,
  };
}
