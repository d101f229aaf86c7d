import { Banner, BlockStack, InlineStack, Modal, Spinner, Text, Thumbnail } from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review, ReviewAction } from '../../contract/reviews';
import { requestUpdateTask, reviewLoaderFor } from '../../app/actors/reviews.tasks';
import { useTask } from '../../ui/use-task';
import { useRuntime } from '../../app/runtime-context';
import { pinAction, verifyAction, visibilityAction } from './review-actions';
import { ReviewContent } from './ReviewContent';
import { ReviewMediaEditor } from './ReviewMediaEditor';

/** The review once loaded (null before). */
const selectLoaded = (s: { status: string; output?: Review }): Review | null => (s.status === 'done' ? s.output ?? null : null);

/** Why the review could not load (null unless it failed). */
const selectLoadError = (s: { status: string; error: unknown }): string | null =>
  s.status === 'error' ? (s.error instanceof Error ? s.error.message : String(s.error)) : null;

/** The review opened by `?id=`: loaded on its own (it may be on another page or deleted) with its actions. */
export function ReviewDetailModal({ id, onClose, onAction, onReply, onChanged }: {
  id: number;
  /** The review changed here (its media): the list shows the new version. */
  onChanged: (review: Review) => void;
  onClose: () => void;
  /** Runs an action on this review through the list (so the list and Undo stay in step). */
  onAction: (review: Review, action: ReviewAction) => void;
  onReply: (review: Review) => void;
}) {
  const { t } = useTranslation('reviews');
  const runtime = useRuntime();
  // One logic per modal: useActorRef restarts when it is handed a different logic.
  const [logic] = useState(() => reviewLoaderFor(runtime));
  const loader = useActorRef(logic, { input: id });
  const loaded = useSelector(loader, selectLoaded);
  const [edited, setEdited] = useState<Review | null>(null);
  const review = edited ?? loaded;
  const error = useSelector(loader, selectLoadError);
  const askUpdate = useTask(requestUpdateTask);
  const [askedAt, setAskedAt] = useState<string | null>(null);
  const canAskUpdate = review !== null && !review.deleted_at && review.source === 'collected' && Boolean(review.email);
  const close = { content: t('actions.close'), onAction: onClose };
  const act = (action: ReviewAction) => () => {
    if (review) onAction(review, action);
    onClose();
  };
  const actions = !review
    ? [close]
    : review.deleted_at
      ? [{ content: t('reviews.actions.restore'), onAction: act('restore') }, close]
      : [
          { content: t(`reviews.actions.${pinAction(review)}`), onAction: act(pinAction(review)) },
          { content: t(`reviews.actions.${verifyAction(review)}`), onAction: act(verifyAction(review)) },
          { content: t(review.reply ? 'reply.edit' : 'reply.add'), onAction: () => onReply(review) },
          ...(canAskUpdate
            ? [{
                content: t('updateRequest.ask'),
                loading: askUpdate.busy,
                onAction: () => void askUpdate.run(review.id).then((answer) => answer && setAskedAt(answer.sentAt)),
              }]
            : []),
          { content: t('reviews.actions.delete'), destructive: true, onAction: act('delete') },
        ];
  return (
    <Modal
      open
      onClose={onClose}
      title={review ? t('detail.title', { author: review.author }) : t('detail.loading')}
      primaryAction={review && !review.deleted_at ? { content: t(`reviews.actions.${visibilityAction(review)}`), onAction: act(visibilityAction(review)) } : undefined}
      secondaryActions={actions}
    >
      <Modal.Section>
        {error ? (
          <Banner tone="critical" title={t('detail.notFound')}>
            <p>{error}</p>
          </Banner>
        ) : !review ? (
          <InlineStack align="center">
            <Spinner accessibilityLabel={t('detail.loading')} size="small" />
          </InlineStack>
        ) : (
          <BlockStack gap="400">
            {askedAt && (
              <Banner tone="success" onDismiss={() => setAskedAt(null)}>
                <p>{t('updateRequest.sent', { email: review.email })}</p>
              </Banner>
            )}
            {askUpdate.error && (
              <Banner tone="critical" onDismiss={askUpdate.dismiss}>
                <p>{askUpdate.error}</p>
              </Banner>
            )}
            <InlineStack gap="200" blockAlign="center" wrap={false}>
              <Thumbnail source={review.product.image || ImageIcon} alt="" size="small" />
              <Text as="span" fontWeight="medium" breakWord>{review.product.title || review.product.handle}</Text>
            </InlineStack>
            <ReviewContent review={review} full hideMedia={!review.deleted_at} />
            {!review.deleted_at && (
              <ReviewMediaEditor
                review={review}
                onChanged={(r) => {
                  setEdited(r);
                  onChanged(r);
                }}
              />
            )}
            {review.email && (
              <Text as="p" tone="subdued" breakWord>
                {t('detail.email', { email: review.email })}
              </Text>
            )}
          </BlockStack>
        )}
      </Modal.Section>
    </Modal>
  );
}
