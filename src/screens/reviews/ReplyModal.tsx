import { Checkbox } from '@shopify/polaris';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../contract/reviews';
import { deleteReplyTask, replyTask } from '../../app/actors/reviews.tasks';
import { useRuntime } from '../../app/runtime-context';
import { useTask } from '../../ui/use-task';
import { QuotedTextModal } from './QuotedTextModal';

/**
 * Adds, edits or removes the public reply of a review, optionally emailing the reviewer.
 * A failed save keeps the text and shows why in the modal.
 */
export function ReplyModal({ review, onClose, onSaved }: {
  review: Review;
  onClose: () => void;
  /** Called with the review as the server now has it. */
  onSaved: (review: Review) => void;
}) {
  const { t } = useTranslation('reviews');
  const runtime = useRuntime();
  const [body, setBody] = useState(review.reply?.body ?? '');
  const [notify, setNotify] = useState(Boolean(review.email) && !review.reply);
  const save = useTask(replyTask);
  const remove = useTask(deleteReplyTask);

  const publish = async () => {
    const updated = await save.run({ id: review.id, body: body.trim(), notify: notify && Boolean(review.email) });
    if (!updated) return;
    runtime.toasts.send({ type: 'toast.show', toast: { content: t(notify && review.email ? 'reply.savedNotified' : 'reply.saved') } });
    onSaved(updated);
  };
  const removeReply = async () => {
    const updated = await remove.run(review.id);
    if (!updated) return;
    runtime.toasts.send({ type: 'toast.show', toast: { content: t('reply.removed') } });
    onSaved(updated);
  };

  return (
    <QuotedTextModal
      title={t(review.reply ? 'reply.editTitle' : 'reply.addTitle', { author: review.author })}
      quote={review.body}
      label={t('reply.label')}
      help={t('reply.help')}
      value={body}
      onChange={setBody}
      lines={5}
      primary={{ content: t('reply.publish'), onAction: () => void publish(), loading: save.busy, disabled: remove.busy }}
      secondary={review.reply ? [{ content: t('reply.remove'), destructive: true, loading: remove.busy, disabled: save.busy, onAction: () => void removeReply() }] : []}
      errorTitle={t('reply.failed')}
      error={save.error ?? remove.error}
      onClose={onClose}
    >
      <Checkbox
        label={t('reply.notify')}
        helpText={review.email ? t('reply.notifyHelp') : t('reply.noEmail')}
        checked={notify && Boolean(review.email)}
        disabled={!review.email}
        onChange={setNotify}
      />
    </QuotedTextModal>
  );
}
