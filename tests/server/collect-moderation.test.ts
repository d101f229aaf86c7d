import { describe, expect, it } from 'vitest';
import { containsWord, decideStatus, emailBlocked, type ReviewDraft } from '../../demo/server/collect/moderation';
import { DEFAULT_MODERATION_RULES, HELD_REVIEW_AUTO_PUBLISH_DAYS, type ModerationRules } from '../../src/contract/review-rules';

const NOW = Date.parse('2026-03-01T10:00:00.000Z');
const FOURTEEN_DAYS = HELD_REVIEW_AUTO_PUBLISH_DAYS * 86_400_000;

const draft = (over: Partial<ReviewDraft> = {}): ReviewDraft => ({
  rating: 5, title: 'Great mug', body: 'Keeps coffee hot for hours.', email: 'ana@example.com', photos: 0, videos: 0, edited: false, ...over,
});
const rules = (over: Partial<ModerationRules> = {}): ModerationRules => ({ ...DEFAULT_MODERATION_RULES, ...over });

describe('decideStatus', () => {
  it('publishes at the threshold and up, holds below it with the date it publishes by itself', () => {
    expect(HELD_REVIEW_AUTO_PUBLISH_DAYS).toBe(14);
    const at = rules({ minRating: 4 });
    expect(decideStatus(at, draft({ rating: 4 }), NOW)).toEqual({ status: 'published', heldReason: null, autoPublishAt: null });
    expect(decideStatus(at, draft({ rating: 5 }), NOW).status).toBe('published');
    expect(decideStatus(at, draft({ rating: 3 }), NOW)).toEqual({ status: 'pending', heldReason: 'rating', autoPublishAt: NOW + FOURTEEN_DAYS });
    expect(decideStatus(rules({ minRating: 1 }), draft({ rating: 1 }), NOW).status).toBe('published');
    expect(decideStatus(rules({ minRating: 5 }), draft({ rating: 4 }), NOW).heldReason).toBe('rating');
  });

  it('holds reviews with photos or a video when media are checked first, not otherwise', () => {
    const hold = rules({ holdMedia: true });
    expect(decideStatus(hold, draft({ photos: 1 }), NOW)).toMatchObject({ status: 'pending', heldReason: 'media', autoPublishAt: NOW + FOURTEEN_DAYS });
    expect(decideStatus(hold, draft({ videos: 1 }), NOW).heldReason).toBe('media');
    expect(decideStatus(hold, draft(), NOW).status).toBe('published');
    expect(decideStatus(rules({ holdMedia: false }), draft({ photos: 3 }), NOW).status).toBe('published');
  });

  it('holds every review when publishing is off, even five stars', () => {
    expect(decideStatus(rules({ autoPublish: false }), draft({ rating: 5 }), NOW)).toEqual({
      status: 'pending', heldReason: 'manual', autoPublishAt: NOW + FOURTEEN_DAYS,
    });
  });

  it('hides a review with a blocked word (whole words, any case, any script) and never publishes it by itself', () => {
    const blocked = rules({ blockWords: ['scam', 'free money', 'дрянь', '詐欺'] });
    expect(decideStatus(blocked, draft({ body: 'Total SCAM, do not buy.' }), NOW)).toEqual({ status: 'hidden', heldReason: 'blocked', autoPublishAt: null });
    expect(decideStatus(blocked, draft({ title: 'Free Money!' }), NOW).status).toBe('hidden');
    expect(decideStatus(blocked, draft({ body: 'Какая дрянь.' }), NOW).status).toBe('hidden');
    expect(decideStatus(blocked, draft({ body: '詐欺 だ' }), NOW).status).toBe('hidden');
    // Parts of other words do not match.
    expect(decideStatus(blocked, draft({ body: 'No scammers here, freemoney' }), NOW).status).toBe('published');
    expect(decideStatus(blocked, draft({ body: 'Дрянной' }), NOW).status).toBe('published');
    // Blocked beats every other rule, a low rating included.
    expect(decideStatus(rules({ blockWords: ['scam'], autoPublish: false }), draft({ rating: 1, body: 'scam' }), NOW).heldReason).toBe('blocked');
    // The entry is text, not a pattern.
    expect(containsWord('a b', '.')).toBe(false);
    expect(containsWord('price: $5 (or less)', '$5 (or less)')).toBe(true);
    expect(containsWord('text', '  ')).toBe(false);
  });

  // Japanese, Chinese and Thai are written without spaces: their words are matched anywhere in the text.
  it('hides a review with a blocked word inside a sentence written without spaces (ja, zh, th)', () => {
    const blocked = rules({ blockWords: ['詐欺', '垃圾', 'หลอกลวง'] });
    expect(decideStatus(blocked, draft({ body: 'これは詐欺です' }), NOW).status).toBe('hidden');
    expect(decideStatus(blocked, draft({ body: '这是垃圾产品' }), NOW).status).toBe('hidden');
    expect(decideStatus(blocked, draft({ body: 'ร้านนี้หลอกลวงครับ' }), NOW).status).toBe('hidden');
  });

  it('hides reviews from a blocked address or a blocked domain, whatever the case', () => {
    const blocked = rules({ blockEmails: ['Troll@Example.com', '@spam.test'] });
    expect(decideStatus(blocked, draft({ email: 'troll@example.com' }), NOW).status).toBe('hidden');
    expect(decideStatus(blocked, draft({ email: ' someone@SPAM.test ' }), NOW).status).toBe('hidden');
    expect(decideStatus(blocked, draft({ email: 'someone@notspam.test' }), NOW).status).toBe('published');
    expect(decideStatus(blocked, draft({ email: 'troll@example.com.au' }), NOW).status).toBe('published');
    expect(decideStatus(blocked, draft({ email: null }), NOW).status).toBe('published');
    expect(emailBlocked('a@b.c', [])).toBe(false);
  });

  it('holds an edited review like a new one, before the other rules', () => {
    expect(decideStatus(rules(), draft({ edited: true }), NOW)).toEqual({ status: 'pending', heldReason: 'edited', autoPublishAt: NOW + FOURTEEN_DAYS });
    expect(decideStatus(rules({ blockWords: ['scam'] }), draft({ edited: true, body: 'scam' }), NOW).status).toBe('hidden');
  });
});
