import type { ModerationRules } from '../../src/contract/review-rules';
import { decideStatus } from '../../src/lib/moderation';

/** A sample review the summary describes: its stars and whether it carries a photo. */
interface SampleCase {
  rating: number;
  photo: boolean;
  /** What the rules do with it. */
  outcome: 'published' | 'held';
}

/**
 * What the rules do with a review of each star count without media, and with a 5-star review with
 * a photo, decided by the same function the server runs on a new review.
 */
function summaryCases(rules: ModerationRules): SampleCase[] {
  const decide = (rating: number, photo: boolean): SampleCase => {
    const { status } = decideStatus(rules, { rating, title: '', body: '', email: null, photos: photo ? 1 : 0, videos: 0, edited: false }, 0);
    return { rating, photo, outcome: status === 'published' ? 'published' : 'held' };
  };
  return [5, 4, 3, 2, 1].map((r) => decide(r, false)).concat(decide(5, true));
}

/**
 * The summary's sentences: star counts grouped by outcome (e.g. published 4–5, held 1–3), then
 * the photo case. Returns the lowest published rating (null: none) and the photo outcome.
 */
export function summaryOf(rules: ModerationRules): { lowestPublished: number | null; photo: SampleCase['outcome'] } {
  const cases = summaryCases(rules);
  const published = cases.filter((c) => !c.photo && c.outcome === 'published').map((c) => c.rating);
  return {
    lowestPublished: published.length ? Math.min(...published) : null,
    photo: cases.find((c) => c.photo)?.outcome ?? 'held',
  };
}
