import type { RouteEntry } from './entry';
import LoadFailed from '../screens/load-failed/LoadFailed.screen';
import { screens } from './screens';
import { bookmarkLoader, bookmarkSearch } from '../screens/bookmark/bookmark.loader';
import { fileUploadDetailLoader, fileUploadDetailSearch } from '../screens/file-upload-detail/file-upload-detail.loader';

const open = { auth: false, layout: 'public' } as const;

/** Login, post-login landing and the public pages without the admin layout (SPEC §2). */
export const publicRoutes: RouteEntry[] = [
  { path: '/login', screen: screens.Login, ns: 'auth', titleKey: 'login.title', ...open },
  { path: '/auth', screen: screens.Auth, ns: 'auth', titleKey: 'auth.title', ...open },
  {
    path: '/file_upload_detail',
    screen: screens.FileUploadDetail,
    ns: 'public',
    titleKey: 'fileUploadDetail.title',
    ...open,
    validateSearch: fileUploadDetailSearch,
    loaderDeps: (s) => ({ id: s.id }),
    loader: fileUploadDetailLoader,
  },
  {
    path: '/bookmark_import',
    screen: screens.Bookmark,
    ns: 'public',
    titleKey: 'bookmark.title',
    ...open,
    validateSearch: bookmarkSearch,
    loaderDeps: (s) => ({ key: s.key, url: s.url }),
    loader: bookmarkLoader(),
  },
  {
    path: '/amazon_bookmark_import',
    screen: screens.AmazonBookmark,
    ns: 'public',
    titleKey: 'amazonBookmark.title',
    ...open,
    validateSearch: bookmarkSearch,
    loaderDeps: (s) => ({ key: s.key, url: s.url }),
    loader: bookmarkLoader('amazon'),
  },
  { path: '/email_review', screen: screens.MediaSubmit, ns: 'public', titleKey: 'mediaSubmit.title', ...open },
  { path: '/affiliate', screen: screens.Affiliate, ns: 'public', titleKey: 'affiliate.title', ...open },
  { path: '/ins_auth', screen: screens.InsAuth, ns: 'public', titleKey: 'insAuth.title', ...open },
  { path: '/referral_share_link', screen: screens.ShareLink, ns: 'public', titleKey: 'shareLink.title', ...open },
  { path: '/referral_conversion', screen: screens.Conversion, ns: 'public', titleKey: 'conversion.title', ...open },
  { path: '/privacy_policy', screen: screens.PrivacyPolicy, ns: 'public', titleKey: 'privacyPolicy.title', ...open },
  { path: '/terms_service', screen: screens.TermsService, ns: 'public', titleKey: 'termsService.title', ...open },
  { path: '/400', component: LoadFailed, ns: 'common', titleKey: 'loadFailed.title', ...open },
  { path: '/404', screen: screens.NotFound, ns: 'public', titleKey: 'notFound.title', ...open },
];
