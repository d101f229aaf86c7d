import { HELD_REVIEW_AUTO_PUBLISH_DAYS, type HeldReason, type ModerationRules } from '../contract/review-rules';
import type { ReviewStatus } from '../contract/reviews';

const DAY_MS = 86_400_000;

/** A review as a customer wrote it (new, or edited), with what the rules look at. */
export interface ReviewDraft {
  rating: number;
  title: string;
  body: string;
  email: string | null;
  photos: number;
  videos: number;
  /** An edit of a review written before: checked like a new review. */
  edited: boolean;
}

/** What the rules decide: the state, why it is held or hidden, and when a held review publishes by itself. */
export interface ModerationDecision {
  status: ReviewStatus;
  heldReason: HeldReason | null;
  autoPublishAt: number | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Scripts written without spaces between words: a word of them can only be found anywhere in the text. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * True when `text` contains `word` as a whole word or phrase, ignoring case (letters of any
 * script); a word in a script written without spaces (Chinese, Japanese, Thai…) matches anywhere.
 */
export function containsWord(text: string, word: string): boolean {
  const needle = word.trim();
  if (needle === '') return false;
  if (UNSPACED_SCRIPT.test(needle)) return text.toLocaleLowerCase().includes(needle.toLocaleLowerCase());
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(needle)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

/** True when the address is on the block list: the same address, or its domain written `@example.com`. */
export function emailBlocked(email: string | null, blockEmails: readonly string[]): boolean {
  if (!email) return false;
  const address = email.trim().toLowerCase();
  return blockEmails.some((entry) => {
    const e = entry.trim().toLowerCase();
    return e.startsWith('@') ? address.endsWith(e) : address === e;
  });
}

/**
 * The state of a review the customer just wrote, by the shop's rules: hidden when it matches the
 * block list (never published by itself); held when rules ask for a look (an edit, media while
 * media are held, a rating below the threshold, or publishing off) and then published by itself
 * {@link HELD_REVIEW_AUTO_PUBLISH_DAYS} days later unless the merchant acts; else published.
 */
export function decideStatus(rules: ModerationRules, draft: ReviewDraft, now: number): ModerationDecision {
  const text = `${draft.title}\n${draft.body}`;
  if (emailBlocked(draft.email, rules.blockEmails) || rules.blockWords.some((word) => containsWord(text, word))) {
    return { status: 'hidden', heldReason: 'blocked', autoPublishAt: null };
  }
  const held = (heldReason: HeldReason): ModerationDecision => ({
    status: 'pending',
    heldReason,
    autoPublishAt: now + HELD_REVIEW_AUTO_PUBLISH_DAYS * DAY_MS,
  });
  if (draft.edited) return held('edited');
  if (rules.holdMedia && draft.photos + draft.videos > 0) return held('media');
  if (!rules.autoPublish) return held('manual');
  if (draft.rating < rules.minRating) return held('rating');
  return { status: 'published', heldReason: null, autoPublishAt: null };
}
