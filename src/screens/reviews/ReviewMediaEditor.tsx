import { Banner, BlockStack, Button, DropZone, InlineStack, Text } from '@shopify/polaris';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../contract/reviews';
import { addMediaTask, removeMediaTask, REVIEW_MEDIA_LIMIT } from '../../app/actors/reviews.tasks';
import { useRuntime } from '../../app/runtime-context';
import { useTask } from '../../ui/use-task';
import { isSafeMediaUrl } from '../../lib/import/validate';

/**
 * The photos and videos of one review for moderation: remove one, or add new ones (uploaded with
 * the signed upload form, then attached to the review). Errors are shown with what to do next.
 */
export function ReviewMediaEditor({ review, onChanged }: { review: Review; /** The review as the server now has it. */ onChanged: (review: Review) => void }) {
  const { t } = useTranslation('reviews');
  const runtime = useRuntime();
  const adding = useTask(addMediaTask);
  const removing = useTask(removeMediaTask);
  const [removingUrl, setRemovingUrl] = useState<string | null>(null);
  const busy = adding.busy ? 'add' : removing.busy ? removingUrl : null;
  const error = adding.error ?? removing.error;
  const media = review.media.filter((m) => isSafeMediaUrl(m.url));

  const add = async (files: File[]) => {
    removing.dismiss();
    const answer = await adding.run({ id: review.id, files });
    if (!answer) return;
    runtime.toasts.send({ type: 'toast.show', toast: { content: t('media.added', { count: answer.count }) } });
    onChanged(answer.review);
  };
  const remove = async (url: string) => {
    adding.dismiss();
    setRemovingUrl(url);
    const updated = await removing.run({ id: review.id, url });
    if (!updated) return;
    runtime.toasts.send({ type: 'toast.show', toast: { content: t('media.removed') } });
    onChanged(updated);
  };
  const dismissError = () => {
    adding.dismiss();
    removing.dismiss();
  };

  return (
    <BlockStack gap="200">
      <Text as="h3" variant="headingSm">{t('media.heading')}</Text>
      {error && (
        <Banner tone="critical" onDismiss={dismissError}>
          <p>{error}</p>
        </Banner>
      )}
      {media.length > 0 && (
        <InlineStack gap="300">
          {media.map((m, i) => (
            <BlockStack key={m.url} gap="100" inlineAlign="center">
              <span className="ra-media-thumb ra-media-thumb-static">
                {m.type === 'video' && m.thumb === m.url ? (
                  <video src={m.url} muted preload="metadata" aria-label={t('media.videoN', { n: i + 1 })} />
                ) : (
                  <img src={m.thumb} alt={t(m.type === 'video' ? 'media.videoN' : 'media.photoN', { n: i + 1 })} referrerPolicy="no-referrer" />
                )}
              </span>
              <Button size="micro" variant="plain" tone="critical" loading={busy === m.url} disabled={busy !== null} onClick={() => void remove(m.url)}
                accessibilityLabel={t(m.type === 'video' ? 'media.removeVideoN' : 'media.removePhotoN', { n: i + 1 })}>
                {t('media.remove')}
              </Button>
            </BlockStack>
          ))}
        </InlineStack>
      )}
      <DropZone accept="image/*,video/*" type="file" allowMultiple disabled={busy !== null} onDropAccepted={(files) => void add(files)} label={t('media.add')} labelHidden>
        <DropZone.FileUpload actionTitle={busy === 'add' ? t('media.uploading') : t('media.add')} actionHint={t('media.hint', { limit: REVIEW_MEDIA_LIMIT })} />
      </DropZone>
    </BlockStack>
  );
}
