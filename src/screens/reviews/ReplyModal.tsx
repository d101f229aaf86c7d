import { Banner, BlockStack, Checkbox, Modal, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../api/reviews.types';
import { useRuntime } from '../../app/runtime-context';
import { useAsyncAction } from '../../ui/use-async-action';

/** Longest reply (the server's limit). */
export const MAX_REPLY_LENGTH = 5000;

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
  const save = useAsyncAction();
  const remove = useAsyncAction();
  const error = save.error ?? remove.error;
  const tooLong = body.length > MAX_REPLY_LENGTH;

  const publish = () =>
    save.run(async () => {
      const updated = await runtime.api.reviews.reply(review.id, body.trim(), notify && Boolean(review.email));
      runtime.toasts.send({ type: 'toast.show', toast: { content: t(notify && review.email ? 'reply.savedNotified' : 'reply.saved') } });
      onSaved(updated);
    });
  const removeReply = () =>
    remove.run(async () => {
      const updated = await runtime.api.reviews.deleteReply(review.id);
      runtime.toasts.send({ type: 'toast.show', toast: { content: t('reply.removed') } });
      onSaved(updated);
    });

  return (
    <Modal
      open
      onClose={onClose}
      title={t(review.reply ? 'reply.editTitle' : 'reply.addTitle', { author: review.author })}
      primaryAction={{
        content: t('reply.publish'),
        onAction: () => void publish(),
        loading: save.busy,
        disabled: body.trim() === '' || tooLong || remove.busy,
      }}
      secondaryActions={[
        ...(review.reply
          ? [{ content: t('reply.remove'), destructive: true, loading: remove.busy, disabled: save.busy, onAction: () => void removeReply() }]
          : []),
        { content: t('actions.cancel'), onAction: onClose },
      ]}
    >
      <Modal.Section>
        <BlockStack gap="300">
          {error && (
            <Banner tone="critical" title={t('reply.failed')}>
              <p>{error}</p>
            </Banner>
          )}
          <div className="ra-reply-quote">
            <Text as="p" tone="subdued" breakWord>
              {review.body}
            </Text>
          </div>
          <TextField
            label={t('reply.label')}
            helpText={t('reply.help')}
            value={body}
            onChange={setBody}
            multiline={5}
            autoComplete="off"
            maxLength={MAX_REPLY_LENGTH}
            showCharacterCount
            error={tooLong ? t('reply.tooLong', { max: MAX_REPLY_LENGTH }) : undefined}
            autoFocus
          />
          <Checkbox
            label={t('reply.notify')}
            helpText={review.email ? t('reply.notifyHelp') : t('reply.noEmail')}
            checked={notify && Boolean(review.email)}
            disabled={!review.email}
            onChange={setNotify}
          />
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
