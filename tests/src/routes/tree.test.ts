import { describe, expect, it } from 'vitest';
import { routerAt } from './router-fixture';

/** Every concrete path of SPEC §2 that must resolve (parameter segments with one allowed value each). */
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
  '/file_upload_detail', '/bookmark_import', '/amazon_bookmark_import', '/email_review', '/media_submit', '/affiliate', '/ins_auth',
  '/referral_share_link', '/referral_conversion', '/privacy_policy', '/terms_service', '/400', '/404',
];

const PUBLIC = new Set([
  '/login', '/auth', '/file_upload_detail', '/bookmark_import', '/amazon_bookmark_import', '/email_review', '/media_submit', '/affiliate',
  '/ins_auth', '/referral_share_link', '/referral_conversion', '/privacy_policy', '/terms_service', '/400', '/404',
]);

/** The ids of the routes a path matches, root first (no loading). */
function matchIds(path: string): unknown[] {
  const { router } = routerAt(path);
  return router.matchRoutes(path).map((m) => m.routeId);
}

describe('route tree', () => {
  it('has the 60 route patterns of SPEC §2, each once (and the catch-all)', () => {
    const { router } = routerAt('/');
    const leaves = Object.values(router.routesById).filter((r) => !r.children && r.id !== '/$');
    expect(leaves).toHaveLength(60);
    expect(new Set(leaves.map((r) => r.fullPath)).size).toBe(60);
  });

  it.each(SPEC_PATHS)('resolves %s in its layout', (path) => {
    const ids = matchIds(path);
    expect(ids[1]).toBe(PUBLIC.has(path) ? '/_public' : '/_admin');
    expect(ids.at(-1)).not.toBe('/$');
  });

  it.each(['/nope', '/display/unknownWidget', '/settings/review_discount/free_money', '/collect/review-request/fourth', '/collect/orders/1', '/reviewList/x'])(
    'sends %s to the catch-all',
    (path) => expect(matchIds(path)).toEqual(['__root__', '/$']),
  );

  it('gives every page a title in a namespace', () => {
    const { router } = routerAt('/');
    for (const route of Object.values(router.routesById)) {
      if (route.children || route.id === '/$') continue;
      expect(route.options.staticData, route.id).toMatchObject({ ns: expect.any(String), titleKey: expect.any(String) });
    }
  });
});
