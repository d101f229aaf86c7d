import { REVIEW_DISCOUNT_EMAIL_TYPES } from '../../../contract/email-templates';

/** One settings section of the /settings hub: a built page, its title (any namespace) and a one-line description. */
export interface SettingsSection {
  /** In-app path of the page. */
  to: string;
  /** `namespace:key` of the page's own title. */
  title: string;
  /** Key of its description in the settings namespace. */
  description: string;
}

const rewardEmail = (type: (typeof REVIEW_DISCOUNT_EMAIL_TYPES)[number]): SettingsSection => ({
  to: `/settings/review_discount/${type}`,
  title: `emails:rewardTitles.${type}`,
  description: type.startsWith('discount_reminder') ? 'hub.descriptions.rewardReminder' : 'hub.descriptions.rewardEmail',
});

/**
 * The sections the hub lists, in order: only pages that are built (a page still to come is not
 * listed, so the hub never leads to "Coming soon").
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { to: '/settings/language', title: 'settings:pages.language', description: 'hub.descriptions.language' },
  { to: '/display', title: 'display:title', description: 'hub.descriptions.display' },
  { to: '/collect/auto_leave_reviews', title: 'review-rules:pages.autoLeaveReviews', description: 'hub.descriptions.autoLeave' },
  { to: '/collect/managing_reviews', title: 'review-rules:pages.managingReviews', description: 'hub.descriptions.managingReviews' },
  { to: '/collect/attributes', title: 'review-rules:pages.attributes', description: 'hub.descriptions.attributes' },
  { to: '/collect/discount', title: 'collect:pages.discount', description: 'hub.descriptions.discount' },
  { to: '/settings/reply_review', title: 'emails:rewardTitles.reply_review', description: 'hub.descriptions.replyReview' },
  ...REVIEW_DISCOUNT_EMAIL_TYPES.map(rewardEmail),
];

/** The namespaces the section titles come from. */
export const SECTION_NAMESPACES = ['settings', 'display', 'review-rules', 'collect', 'emails'] as const;
