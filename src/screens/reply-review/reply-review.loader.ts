import type { Runtime } from '../../app/runtime';
import type { LanguageCode } from '../../contract/constants';
import type { ReplySettings } from '../../contract/review-rewards';
import type { EmailTemplatePageData } from '../email-template/EmailTemplate.screen';

/** What /settings/reply_review needs: the reply email's template and whether it is sent. */
export type ReplyReviewPageData = EmailTemplatePageData & { reply: ReplySettings };

/** Loads the `reply_review` template (in `language`, else the shop's) and the on/off setting in one round. */
export async function loadReplyReviewPage(runtime: Runtime, language: LanguageCode | undefined): Promise<ReplyReviewPageData> {
  const [answer, reply] = await Promise.all([runtime.api.emails.getTemplate('reply_review', language), runtime.api.reviewSettings.getReply()]);
  return { ...answer, type: 'reply_review', reply };
}
