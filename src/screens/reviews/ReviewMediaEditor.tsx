import { Banner, BlockStack, Button, DropZone, InlineStack, Text } from '@shopify/polaris';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../contract/reviews';
import { UploadError, uploaderFor } from '../../api/uploads.api';
import { useRuntime } from '../../app/runtime-context';
import { isSafeMediaUrl } from '../../lib/import/validate';

/** Largest photo or video a merchant may add to a review. */
export const REVIEW_MEDIA_LIMIT = '20MB';

/**
 * The photos and videos of one review for moderation: remove one, or add new ones (uploaded with
 * the signed upload form, then attached to the review). Errors are shown with what to do next.
 */
export function ReviewMediaEditor({ review, onChanged }: { review: Review; /** The review as the server now has it. */ onChanged: (review: Review) => void }) {
  const { t } = useTranslation('reviews');
  const runtime = useRuntime();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const media = review.media.filter((m) => isSafeMediaUrl(m.url));

  const run = async (what: string, work: () => Promise<Review>) => {
    setBusy(what);
    setError(null);
    try {
      onChanged(await work());
    } catch (e) {
      setError(e instanceof UploadError ? t(`media.${e.reason}`, { limit: e.limit }) : (e as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const add = (files: File[]) =>
    run('add', async () => {
      const uploader = uploaderFor(runtime.api.http);
      const uploaded = [];
      for (const file of files) uploaded.push(await uploader.upload(file, { maxSize: REVIEW_MEDIA_LIMIT }));
      const updated = await runtime.api.reviews.addMedia(review.id, uploaded.map((u) => u.url));
      runtime.toasts.send({ type: 'toast.show', toast: { content: t('media.added', { count: uploaded.length }) } });
      return updated;
    });
  const remove = (url: string) =>
    run(url, async () => {
      const updated = await runtime.api.reviews.removeMedia(review.id, url);
      runtime.toasts.send({ type: 'toast.show', toast: { content: t('media.removed') } });
      return updated;
    });

  return (
    <BlockStack gap="200">
      <Text as="h3" variant="headingSm">{t('media.heading')}</Text>
      {error && (
        <Banner tone="critical" onDismiss={() => setError(null)}>
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
