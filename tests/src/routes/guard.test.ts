import { describe, expect, it } from 'vitest';
import { decideGuard } from '../../../src/routes/guard';
import { MAIN_NAV, matchMenu, MENU_LIST } from '../../../src/routes/menu';

/** Every concrete path of SPEC §2 that must resolve. */
const SPEC_PATHS = [
  '/', '/display', '/reviewList', '/collect', '/import', '/integrations', '/settings', '/plan', '/recommended',
  '/collect/discount', '/collect/attributes', '/collect/auto_leave_reviews', '/collect/review_request_link',
  '/collect/sync_past_orders', '/collect/managing_reviews', '/collect/review_request_product',
  '/collect/auto_leave_reviews/thankyou', '/collect/auto_leave_reviews/checkout',
  '/collect/review-request/first', '/collect/photo_video_reminder', '/collect/update_review',
  '/collect/orders', '/collect/auth_import', '/collect/manual_import',
  '/settings/review_discount/discount_for_photo_review', '/settings/review_discount/discount_reminder_for_photo_review',
  '/settings/reply_review', '/settings/referrals_email', '/settings/advocate_email',
  '/display/widget', '/display/rating', '/display/write', '/display/qa', '/display/shows', '/display/reviews',
  '/display/tab', '/display/carousel', '/display/referral', '/display/checkout', '/display/storeReview',
  '/guide', '/import/file_import', '/import/bookmark_import', '/import/dsm_import', '/instagram',
  '/integrations/google_shopping', '/integrations/klaviyo', '/login', '/auth', '/widgetsList',
  '/settings/canny', '/settings/language', '/settings/notifications', '/settings/product_groups',
  '/settings/product_groups/42', '/settings/api', '/settings/referral_offer', '/settings/referral_email',
  '/file_upload_detail', '/bookmark_import', '/amazon_bookmark_import', '/email_review', '/affiliate', '/ins_auth',
  '/referral_share_link', '/referral_conversion', '/privacy_policy', '/terms_service', '/400', '/404',
];

const PUBLIC = new Set([
  '/login', '/auth', '/file_upload_detail', '/bookmark_import', '/amazon_bookmark_import', '/email_review', '/affiliate',
  '/ins_auth', '/referral_share_link', '/referral_conversion', '/privacy_policy', '/terms_service', '/400', '/404',
]);

describe('menu list', () => {
  it.each(SPEC_PATHS)('resolves %s', (path) => {
    const entry = matchMenu(path);
    expect(entry).not.toBeNull();
    expect(entry?.layout ?? 'admin').toBe(PUBLIC.has(path) ? 'public' : 'admin');
    expect(entry?.auth ?? true).toBe(!PUBLIC.has(path));
  });

  it.each(['/nope', '/display/unknownWidget', '/settings/review_discount/free_money', '/collect/orders/1', '/reviewList/x'])(
    'does not resolve %s',
    (path) => expect(matchMenu(path)).toBeNull(),
  );

  it('has the main navigation in the order of SPEC §2', () => {
    expect(MAIN_NAV.map((n) => n.path)).toEqual([
      '/', '/display', '/reviewList', '/collect', '/import', '/integrations', '/settings', '/plan', '/recommended',
    ]);
    expect(MAIN_NAV.find((n) => n.path === '/plan')?.search).toEqual({ source: 'navigation' });
  });

  it('lists every path once', () => {
    const paths = MENU_LIST.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('decideGuard', () => {
  const base = { search: {}, hasToken: false, embedded: false };
  const at = (pathname: string, extra: Partial<Parameters<typeof decideGuard>[0]> = {}) =>
    decideGuard({ ...base, pathname, entry: matchMenu(pathname), ...extra });

  it('sends an unknown path to /404', () => {
    expect(at('/no-such-page', { hasToken: true })).toEqual({ type: 'redirect', to: '/404', search: {} });
  });

  it('sends a page needing auth to /login without token or embedded context', () => {
    expect(at('/reviewList')).toEqual({ type: 'redirect', to: '/login', search: {} });
  });

  it('lets a page needing auth through with a token or inside the platform', () => {
    expect(at('/reviewList', { hasToken: true })).toEqual({ type: 'allow' });
    expect(at('/reviewList', { embedded: true })).toEqual({ type: 'allow' });
  });

  it('lets public pages through without a token', () => {
    for (const p of PUBLIC) expect(at(p)).toEqual({ type: 'allow' });
  });

  it('sends code or hmac in the URL to /auth with the query and the path', () => {
    expect(at('/plan', { search: { code: 'abc', shop: 's.myshopify.com' } })).toEqual({
      type: 'redirect',
      to: '/auth',
      search: { code: 'abc', shop: 's.myshopify.com', path: '/plan' },
    });
    expect(at('/', { search: { hmac: 'f00' }, hasToken: true })).toEqual({
      type: 'redirect',
      to: '/auth',
      search: { hmac: 'f00', path: '/' },
    });
  });

  it('does not loop on /auth itself', () => {
    expect(at('/auth', { search: { code: 'abc' } })).toEqual({ type: 'allow' });
  });
});
