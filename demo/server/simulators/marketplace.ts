import type { Marketplace, MarketplaceItem, MarketplaceReview } from '../../../src/contract/marketplace';
import { LANGUAGE_WORDS_LIST, REVIEW_WORDS } from '../seed/review-words';
import { hashText as hash, seededRandom } from '../domain/seeded-random';

/** Reviews of the simulated marketplace items are dated up to this many days before this day. */
const ANCHOR_MS = Date.UTC(2025, 0, 15);
const HISTORY_DAYS = 540;
const DAY_MS = 86_400_000;
const RATINGS = [5, 4, 3, 2, 1] as const;
const RATING_WEIGHTS = [52, 24, 11, 6, 7] as const;
const KINDS = ['Desk Lamp', 'Phone Stand', 'Storage Basket', 'Ceramic Mug', 'Wall Clock', 'Throw Pillow', 'Plant Pot', 'Travel Bag'];

/** How many reviews an item has: none for item ids ending in 000 (an item without reviews), else 6 to 36. */
function reviewCount(itemId: string, roll: number): number {
  return /000$/.test(itemId) ? 0 : 6 + Math.floor(roll * 31);
}

/**
 * The reviews of a simulated marketplace item: the same item id always gives the same reviews
 * (authors, countries, ratings, texts in several languages, dates, photos). Photos are
 * placeholder images served by this server under /store/images. No network is involved.
 */
export function simulatedItem(args: { marketplace: Marketplace; itemId: string; url: string; origin: string }): MarketplaceItem {
  const seed = hash(`${args.marketplace}:${args.itemId}`);
  const random = seededRandom(seed);
  const kind = random.pick(KINDS);
  const count = reviewCount(args.itemId, random.next());
  const codes = LANGUAGE_WORDS_LIST.map(([code]) => code);
  const weights = LANGUAGE_WORDS_LIST.map(([, weight]) => weight);
  const reviews: MarketplaceReview[] = [];
  for (let n = 1; n <= count; n += 1) {
    const language = random.weighted(codes, weights);
    const words = REVIEW_WORDS[language];
    const rating = random.weighted(RATINGS, RATING_WEIGHTS);
    const phrases = rating >= 4 ? words.good : rating === 3 ? words.mixed : words.bad;
    const sentences = new Set<string>();
    const wanted = random.int(1, 2);
    while (sentences.size < Math.min(wanted, phrases.sentences.length)) sentences.add(random.pick(phrases.sentences));
    const body = [...sentences].map((s) => s.replace('{p}', kind.toLowerCase())).join(words.joiner);
    const first = random.pick(words.firstNames);
    const initial = random.pick(words.lastNames).charAt(0);
    const photos = random.chance(0.35)
      ? Array.from({ length: random.int(1, 3) }, (_, i) => `${args.origin}/store/images/photo-${seed}-${n}-${i + 1}.svg`)
      : [];
    reviews.push({
      id: `${args.itemId}-${n}`,
      author: `${first} ${initial}.`,
      country: random.chance(0.9) ? random.pick(words.countries) : null,
      rating,
      body,
      date: new Date(ANCHOR_MS - random.int(0, HISTORY_DAYS) * DAY_MS - random.int(0, 86_399) * 1000).toISOString(),
      photos,
      language,
    });
  }
  reviews.sort((a, b) => b.date.localeCompare(a.date));
  return { marketplace: args.marketplace, item_id: args.itemId, url: args.url, title: `${kind} #${args.itemId.slice(-4)}`, reviews };
}
