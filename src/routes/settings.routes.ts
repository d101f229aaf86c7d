import { loadLanguagePage } from '../screens/settings/language/language.loader';
import { optionalString, subPage, type RouteEntry } from './entry';
import { screens } from './screens';

/** Review-discount types under /settings/review_discount/{type}. */
export const REVIEW_DISCOUNT_TYPES = [
  'discount_for_review', 'discount_for_photo_review', 'discount_reminder', 'discount_reminder_for_photo_review',
] as const;

const settingsPage = subPage('settings', screens.Settings, 'settings');

/** Settings (account and its sections), discount, reply and referral email pages (SPEC §2). */
export const settingsRoutes: RouteEntry[] = [
  { path: '/settings', screen: screens.Settings, ns: 'settings', titleKey: 'title' },
  settingsPage('canny', 'pages.canny'),
  {
    path: '/settings/language',
    screen: screens.LanguageSettings,
    ns: 'settings',
    titleKey: 'pages.language',
    validateSearch: (s) => ({ lang: optionalString(s.lang) }),
    loaderDeps: (s) => ({ lang: s.lang }),
    loader: loadLanguagePage,
  },
  settingsPage('notifications', 'pages.notifications'),
  settingsPage('product_groups', 'pages.productGroups'),
  { path: '/settings/product_groups/$id', screen: screens.Settings, ns: 'settings', titleKey: 'pages.productGroup' },
  settingsPage('api', 'pages.api'),
  settingsPage('referral_offer', 'pages.referralOffer'),
  settingsPage('referral_email', 'pages.referralEmail'),
  {
    path: '/settings/review_discount/$type',
    screen: screens.ReviewDiscount,
    ns: 'settings',
    titleKey: 'pages.reviewDiscount',
    params: { type: REVIEW_DISCOUNT_TYPES },
  },
  { path: '/settings/reply_review', screen: screens.ReplyReview, ns: 'settings', titleKey: 'pages.replyReview' },
  { path: '/settings/referrals_email', screen: screens.EmailTemplate, ns: 'settings', titleKey: 'pages.referralsEmail' },
  { path: '/settings/advocate_email', screen: screens.EmailTemplate, ns: 'settings', titleKey: 'pages.advocateEmail' },
];
