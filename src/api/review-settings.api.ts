import {
  attributesSettingsSchema,
  autoLeaveSettingsSchema,
  moderationRulesSchema,
  type AttributesSettings,
  type AutoLeaveSettings,
  type ModerationRules,
} from '../contract/review-rules';
import { replySettingsSchema, rewardSettingsSchema, type ReplySettings, type RewardSettings } from '../contract/review-rewards';
import { reviewUpdateRequestSchema } from '../contract/review-form';
import type { HttpClient } from './http';
import { answer } from './parse';

const API = 'api/v1/admin/';

/**
 * What happens to collected reviews: publishing rules, custom questions, the thank-you and
 * checkout form, rewards and reply emails. Each is read and saved as a whole with its version.
 */
export function reviewSettingsApi(http: HttpClient) {
  return {
    getModeration: () => http.get(`${API}get_review_moderation_setting`).then(answer(moderationRulesSchema)),
    saveModeration: (value: ModerationRules) =>
      http.post(`${API}save_review_moderation_setting`, value).then(answer(moderationRulesSchema)),
    getAttributes: () => http.get(`${API}get_review_attributes`).then(answer(attributesSettingsSchema)),
    saveAttributes: (value: AttributesSettings) =>
      http.post(`${API}save_review_attributes`, value).then(answer(attributesSettingsSchema)),
    getAutoLeave: () => http.get(`${API}get_auto_leave_review_setting`).then(answer(autoLeaveSettingsSchema)),
    saveAutoLeave: (value: AutoLeaveSettings) =>
      http.post(`${API}save_auto_leave_review_setting`, value).then(answer(autoLeaveSettingsSchema)),
    getRewards: () => http.get(`${API}get_review_discount_setting`).then(answer(rewardSettingsSchema)),
    saveRewards: (value: RewardSettings) =>
      http.post(`${API}save_review_discount_setting`, value).then(answer(rewardSettingsSchema)),
    getReply: () => http.get(`${API}get_reply_review_setting`).then(answer(replySettingsSchema)),
    saveReply: (value: ReplySettings) => http.post(`${API}save_reply_review_setting`, value).then(answer(replySettingsSchema)),
    /** Emails the customer of a collected review the update_review email (its button opens the review to edit). */
    requestReviewUpdate: (id: number) =>
      http.post(`${API}request_review_update`, { id }).then(answer(reviewUpdateRequestSchema)),
  };
}
