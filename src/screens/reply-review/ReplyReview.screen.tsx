import { useLoaderData } from '@tanstack/react-router';
import { TemplateEditorPage } from '../email-template/EmailTemplate.screen';
import type { ReplyReviewPageData } from './reply-review.loader';
import { ReplyToggle } from './ReplyToggle';

/** /settings/reply_review: "Email reviewers when you reply" on or off, and the reply email's template in the editor. */
export default function ReplyReview() {
  const data = useLoaderData({ strict: false }) as ReplyReviewPageData;
  return <TemplateEditorPage data={data} top={<ReplyToggle key={data.reply.version ?? -1} initial={data.reply} />} />;
}
