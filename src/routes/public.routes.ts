import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { bookmarkSearch, fileUploadDetailSearch } from '../contract/search';
import { bookmarkLoader } from '../screens/bookmark/bookmark.loader';
import { fileUploadDetailLoader } from '../screens/file-upload-detail/file-upload-detail.loader';
import LoadFailed from '../screens/load-failed/LoadFailed.screen';
import { PublicLayout } from '../ui/PublicLayout';
import { enterLayout, rootRoute } from './root.route';
import { page, type Namespace } from './route-meta';
import { screens } from './screens';
import type { ScreenComponent } from './admin.route';

/** Login, the post-login landing and the public pages: bare pages without the admin shell, no session needed. */
export const publicRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_public',
  component: PublicLayout,
  beforeLoad: ({ location, context: { runtime }, matches }) =>
    enterLayout({ location, runtime, ns: matches[matches.length - 1]?.staticData.ns }, false),
});

/** A public page with no search params and no loader. */
function publicPage<TPath extends string>(path: TPath, component: ScreenComponent | typeof LoadFailed, ns: Namespace, titleKey: string) {
  return createRoute({ getParentRoute: () => publicRoute, path, component, staticData: page(ns, titleKey) });
}

/** `/file_upload_detail?id=`: the details of an import. */
export const fileUploadDetailRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/file_upload_detail',
  component: lazyRouteComponent(screens.FileUploadDetail),
  staticData: page('public', 'fileUploadDetail.title'),
  validateSearch: fileUploadDetailSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => fileUploadDetailLoader({ runtime: context.runtime, deps }),
});

const loadBookmark = bookmarkLoader();
const loadAmazonBookmark = bookmarkLoader('amazon');

/** `/bookmark_import?key=&url=`: the bookmarklet page of any supported marketplace. */
export const bookmarkRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/bookmark_import',
  component: lazyRouteComponent(screens.Bookmark),
  staticData: page('public', 'bookmark.title'),
  validateSearch: bookmarkSearch,
  loaderDeps: ({ search }) => ({ key: search.key, url: search.url }),
  loader: ({ context, deps }) => loadBookmark({ runtime: context.runtime, deps }),
});

/** `/amazon_bookmark_import?key=&url=`: the bookmarklet page for Amazon. */
export const amazonBookmarkRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/amazon_bookmark_import',
  component: lazyRouteComponent(screens.AmazonBookmark),
  staticData: page('public', 'amazonBookmark.title'),
  validateSearch: bookmarkSearch,
  loaderDeps: ({ search }) => ({ key: search.key, url: search.url }),
  loader: ({ context, deps }) => loadAmazonBookmark({ runtime: context.runtime, deps }),
});

/** Login, post-login landing and the public pages without the admin layout (SPEC §2). */
export const publicRoutes = [
  publicPage('/login', lazyRouteComponent(screens.Login), 'auth', 'login.title'),
  publicPage('/auth', lazyRouteComponent(screens.Auth), 'auth', 'auth.title'),
  fileUploadDetailRoute,
  bookmarkRoute,
  amazonBookmarkRoute,
  publicPage('/email_review', lazyRouteComponent(screens.MediaSubmit), 'public', 'emailReview.title'),
  publicPage('/media_submit', lazyRouteComponent(screens.MediaSubmit), 'public', 'mediaSubmit.title'),
  publicPage('/affiliate', lazyRouteComponent(screens.Affiliate), 'public', 'affiliate.title'),
  publicPage('/ins_auth', lazyRouteComponent(screens.InsAuth), 'public', 'insAuth.title'),
  publicPage('/referral_share_link', lazyRouteComponent(screens.ShareLink), 'public', 'shareLink.title'),
  publicPage('/referral_conversion', lazyRouteComponent(screens.Conversion), 'public', 'conversion.title'),
  publicPage('/privacy_policy', lazyRouteComponent(screens.PrivacyPolicy), 'public', 'privacyPolicy.title'),
  publicPage('/terms_service', lazyRouteComponent(screens.TermsService), 'public', 'termsService.title'),
  // In the main bundle: it must show while the network is down.
  publicPage('/400', LoadFailed, 'common', 'loadFailed.title'),
  publicPage('/404', lazyRouteComponent(screens.NotFound), 'public', 'notFound.title'),
] as const;

/** Any other path (an unknown page, or a parameter value outside its whitelist) goes to /404. */
export const unknownPathRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/404', replace: true });
  },
});
