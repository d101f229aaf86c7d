import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { LANGUAGE_CODES, type LanguageCode } from '../contract/constants';
import { REVIEW_REQUEST_TYPES, type EmailTemplateType, type ReviewRequestType } from '../contract/email-templates';
import { emailTemplateSearch } from '../contract/search';
import type { RouterContext } from './root.route';
import { adminRoute } from './admin.route';
import { isOneOf, page } from './route-meta';
import { screens } from './screens';

const emailTemplate = lazyRouteComponent(screens.EmailTemplate);

/** The template language a `?lang=` asks for (the server's choice, the shop's, when absent or unknown). */
const languageOf = (lang: string | undefined): LanguageCode | undefined =>
  lang !== undefined && isOneOf(LANGUAGE_CODES, lang) ? lang : undefined;

const loadTemplate = (context: RouterContext, type: EmailTemplateType, lang: LanguageCode | undefined) =>
  context.runtime.api.emails.getTemplate(type, lang).then((answer) => ({ ...answer, type }));

/** `/collect/review-request/$type`: the first request or the reminder; another type is an unknown path (→ /404). */
export const reviewRequestEmailRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/collect/review-request/$type',
  component: emailTemplate,
  staticData: page('collect', 'emails.reviewRequest'),
  params: {
    parse: ({ type }): { type: ReviewRequestType } | false => (isOneOf(REVIEW_REQUEST_TYPES, type) ? { type } : false),
    stringify: ({ type }) => ({ type }),
  },
  validateSearch: emailTemplateSearch,
  loaderDeps: ({ search }) => ({ lang: languageOf(search.lang) }),
  loader: ({ context, params, deps }) => loadTemplate(context, params.type, deps.lang),
});

/** `/collect/photo_video_reminder`: the email asking a reviewer to add photos or a video. */
export const photoVideoReminderRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/collect/photo_video_reminder',
  component: emailTemplate,
  staticData: page('collect', 'emails.photoVideoReminder'),
  validateSearch: emailTemplateSearch,
  loaderDeps: ({ search }) => ({ lang: languageOf(search.lang) }),
  loader: ({ context, deps }) => loadTemplate(context, 'photo_video_reminder', deps.lang),
});

/** `/collect/update_review`: the email inviting a reviewer to update their review. */
export const updateReviewEmailRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/collect/update_review',
  component: emailTemplate,
  staticData: page('collect', 'emails.updateReview'),
  validateSearch: emailTemplateSearch,
  loaderDeps: ({ search }) => ({ lang: languageOf(search.lang) }),
  loader: ({ context, deps }) => loadTemplate(context, 'update_review', deps.lang),
});

/** The email template pages of SPEC §2. */
export const collectEmailRoutes = [reviewRequestEmailRoute, photoVideoReminderRoute, updateReviewEmailRoute] as const;
