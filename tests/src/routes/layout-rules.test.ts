import { describe, expect, it } from 'vitest';
import { footerMarginTop, footerVisible, isNarrow, topBarVisible } from '../../../src/routes/layout-rules';

describe('footer', () => {
  it.each([
    '/guide', '/collect/review-request/first', '/collect/photo_video_reminder', '/collect/update_review',
    '/settings/referrals_email', '/settings/advocate_email', '/settings/reply_review',
    '/settings/review_discount/discount_for_review', '/display/rating', '/display/carousel/',
  ])('is hidden on %s', (p) => expect(footerVisible(p)).toBe(false));

  it.each(['/', '/display', '/reviewList', '/plan', '/recommended', '/collect', '/settings', '/collect/discount'])(
    'shows on %s',
    (p) => expect(footerVisible(p)).toBe(true),
  );

  it('has the top margins of SPEC §2', () => {
    expect(footerMarginTop('/display')).toBe(4);
    expect(footerMarginTop('/reviewList')).toBe(12);
    expect(footerMarginTop('/plan')).toBe(12);
    expect(footerMarginTop('/recommended')).toBe(0);
    expect(footerMarginTop('/')).toBe(20);
    expect(footerMarginTop('/settings')).toBe(20);
  });
});

describe('top bar', () => {
  const base = { embedded: false, superAdmin: false, pathname: '/', headerShow: true };
  it('shows standalone', () => expect(topBarVisible(base)).toBe(true));
  it('hides when embedded and not super admin', () => expect(topBarVisible({ ...base, embedded: true })).toBe(false));
  it('shows when embedded for a super admin', () =>
    expect(topBarVisible({ ...base, embedded: true, superAdmin: true })).toBe(true));
  it('hides during the guide', () => expect(topBarVisible({ ...base, pathname: '/guide' })).toBe(false));
  it('hides when headerShow is off', () => expect(topBarVisible({ ...base, headerShow: false })).toBe(false));
});

describe('narrow layout', () => {
  it('applies at 768 px or less', () => {
    expect(isNarrow(768)).toBe(true);
    expect(isNarrow(320)).toBe(true);
    expect(isNarrow(769)).toBe(false);
  });
});
