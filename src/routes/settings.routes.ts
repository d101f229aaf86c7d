import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { LANGUAGE_CODES, type LanguageCode } from '../contract/constants';
import { REVIEW_DISCOUNT_EMAIL_TYPES, type ReviewDiscountEmailType } from '../contract/email-templates';
import { emailTemplateSearch, languageSearch } from '../contract/search';
import { loadReplyReviewPage } from '../screens/reply-review/reply-review.loader';
import { loadLanguagePage } from '../screens/settings/language/language.loader';
import { adminPage, adminRoute } from './admin.route';
import { isOneOf, page } from './route-meta';
import { screens } from './screens';

/** Review-discount types under /settings/review_discount/{type}: the reward emails. */
export const REVIEW_DISCOUNT_TYPES = REVIEW_DISCOUNT_EMAIL_TYPES;
/** A review discount's type. */
export type ReviewDiscountType = ReviewDiscountEmailType;

const settings = lazyRouteComponent(screens.Settings);
const emailTemplate = lazyRouteComponent(screens.EmailTemplate);

/** `/settings/language`: storefront language and custom words; `?lang=` picks the words' language. */
export const languageSettingsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/settings/language',
  component: lazyRouteComponent(screens.LanguageSettings),
  staticData: page('settings', 'pages.language'),
  validateSearch: languageSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context, deps }) => loadLanguagePage({ runtime: context.runtime, deps }),
});

/** The template language a `?lang=` asks for (the server's choice, the shop's, when absent or unknown). */
const languageOf = (lang: string | undefined): LanguageCode | undefined =>
  lang !== undefined && isOneOf(LANGUAGE_CODES, lang) ? lang : undefined;

/** `/settings/review_discount/$type`: a reward email's template in the editor; another type is an unknown path (→ /404). */
export const reviewDiscountRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/settings/review_discount/$type',
  component: emailTemplate,
  staticData: page('settings', 'pages.reviewDiscount'),
  params: {
    parse: ({ type }): { type: ReviewDiscountType } | false => (isOneOf(REVIEW_DISCOUNT_TYPES, type) ? { type } : false),
    stringify: ({ type }) => ({ type }),
  },
  validateSearch: emailTemplateSearch,
  loaderDeps: ({ search }) => ({ lang: languageOf(search.lang) }),
  loader: ({ context, params, deps }) =>
    context.runtime.api.emails.getTemplate(params.type, deps.lang).then((answer) => ({ ...answer, type: params.type })),
});

/** `/settings/reply_review`: whether reviewers get an email when the merchant replies, and that email's template. */
export const replyReviewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/settings/reply_review',
  component: lazyRouteComponent(screens.ReplyReview),
  staticData: page('settings', 'pages.replyReview'),
  validateSearch: emailTemplateSearch,
  loaderDeps: ({ search }) => ({ lang: languageOf(search.lang) }),
  loader: ({ context, deps }) => loadReplyReviewPage(context.runtime, deps.lang),
});

/** Settings (account and its sections), discount, reply and referral email pages (SPEC §2). */
export const settingsRoutes = [
  adminPage('/settings', settings, 'settings', 'title'),
  adminPage('/settings/canny', settings, 'settings', 'pages.canny'),
  languageSettingsRoute,
  adminPage('/settings/notifications', settings, 'settings', 'pages.notifications'),
  adminPage('/settings/product_groups', settings, 'settings', 'pages.productGroups'),
  adminPage('/settings/product_groups/$id', settings, 'settings', 'pages.productGroup'),
  adminPage('/settings/api', settings, 'settings', 'pages.api'),
  adminPage('/settings/referral_offer', settings, 'settings', 'pages.referralOffer'),
  adminPage('/settings/referral_email', settings, 'settings', 'pages.referralEmail'),
  reviewDiscountRoute,
  replyReviewRoute,
  adminPage('/settings/referrals_email', emailTemplate, 'settings', 'pages.referralsEmail'),
  adminPage('/settings/advocate_email', emailTemplate, 'settings', 'pages.advocateEmail'),
] as const;
