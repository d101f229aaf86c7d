import { describe, expect, it } from 'vitest';
import { containsWord, decideStatus, emailBlocked, type ReviewDraft } from '../../demo/server/collect/moderation';
import { DEFAULT_MODERATION_RULES, HELD_REVIEW_AUTO_PUBLISH_DAYS } from '../../src/contract/review-rules';

const NOW = Date.UTC(2026, 10, 27, 12);
const draft = (over: Partial<ReviewDraft> = {}): ReviewDraft => ({ rating: 5, title: 'Lovely', body: 'Fits well', email: 'ann@shop.example', photos: 0, videos: 0, edited: false, ...over });

describe('the publishing rules (shared by the server and the admin summary)', () => {
  it('publishes at the threshold and holds below it until the platform publishes it after 14 days', () => {
    const rules = { ...DEFAULT_MODERATION_RULES, minRating: 4 };
    expect(decideStatus(rules, draft({ rating: 4 }), NOW)).toEqual({ status: 'published', heldReason: null, autoPublishAt: null });
    expect(decideStatus(rules, draft({ rating: 3 }), NOW)).toEqual({
      status: 'pending', heldReason: 'rating', autoPublishAt: NOW + HELD_REVIEW_AUTO_PUBLISH_DAYS * 86_400_000,
    });
  });

  it('holds media when asked, every review when publishing is off, and edits always', () => {
    expect(decideStatus({ ...DEFAULT_MODERATION_RULES, holdMedia: true }, draft({ photos: 1 }), NOW).heldReason).toBe('media');
    expect(decideStatus({ ...DEFAULT_MODERATION_RULES, autoPublish: false }, draft(), NOW).heldReason).toBe('manual');
    expect(decideStatus(DEFAULT_MODERATION_RULES, draft({ edited: true }), NOW).heldReason).toBe('edited');
  });

  it('hides a review with a blocked whole word (any case) or from a blocked address or domain, never to publish by itself', () => {
    const rules = { ...DEFAULT_MODERATION_RULES, blockWords: ['scam'], blockEmails: ['@spam.example', 'bob@shop.example'] };
    expect(decideStatus(rules, draft({ body: 'A SCAM, sadly' }), NOW)).toEqual({ status: 'hidden', heldReason: 'blocked', autoPublishAt: null });
    expect(decideStatus(rules, draft({ body: 'no scammers here' }), NOW).status).toBe('published');
    expect(decideStatus(rules, draft({ email: 'eve@SPAM.example' }), NOW).status).toBe('hidden');
    expect(decideStatus(rules, draft({ email: 'bob@shop.example' }), NOW).status).toBe('hidden');
    expect(containsWord('très cher', 'cher')).toBe(true);
    expect(emailBlocked(null, ['@spam.example'])).toBe(false);
  });
});
