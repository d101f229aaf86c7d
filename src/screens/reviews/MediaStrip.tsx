import { InlineStack, Modal } from '@shopify/polaris';
import { PlayIcon } from '@shopify/polaris-icons';
import { Icon } from '@shopify/polaris';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewMedia } from '../../contract/reviews';
import { isSafeMediaUrl } from '../../lib/import/validate';

/** Photos and videos of a review: thumbnails (only http(s) addresses are shown) that open a viewer. */
export function MediaStrip({ media, author }: { media: ReviewMedia[]; /** Whose media it is (for alt texts). */ author: string }) {
  const { t } = useTranslation('reviews');
  const safe = media.filter((m) => isSafeMediaUrl(m.url) && isSafeMediaUrl(m.thumb));
  const [open, setOpen] = useState<number | null>(null);
  if (safe.length === 0) return null;
  const current = open === null ? null : safe[open];
  return (
    <>
      <InlineStack gap="200">
        {safe.map((m, i) => (
          <button
            key={`${m.url}-${i}`}
            type="button"
            className="ra-media-thumb"
            onClick={(e) => {
              e.stopPropagation();
              setOpen(i);
            }}
            aria-label={t(m.type === 'video' ? 'media.openVideo' : 'media.openPhoto', { n: i + 1, author })}
          >
            {m.type === 'video' && m.thumb === m.url ? (
              <video src={m.url} muted preload="metadata" />
            ) : (
              <img src={m.thumb} alt="" loading="lazy" referrerPolicy="no-referrer" width={48} height={48} />
            )}
            {m.type === 'video' && (
              <span className="ra-media-play" aria-hidden="true">
                <Icon source={PlayIcon} />
              </span>
            )}
          </button>
        ))}
      </InlineStack>
      {current && (
        <Modal
          open
          onClose={() => setOpen(null)}
          title={t('media.title', { n: (open ?? 0) + 1, total: safe.length, author })}
          secondaryActions={[
            { content: t('media.previous'), disabled: open === 0, onAction: () => setOpen((i) => Math.max(0, (i ?? 0) - 1)) },
            { content: t('media.next'), disabled: open === safe.length - 1, onAction: () => setOpen((i) => Math.min(safe.length - 1, (i ?? 0) + 1)) },
          ]}
        >
          <Modal.Section>
            <div className="ra-media-view">
              {current.type === 'video' ? (
                <video src={current.url} controls preload="metadata" />
              ) : (
                <img src={current.url} alt={t('media.photoOf', { author })} referrerPolicy="no-referrer" />
              )}
            </div>
          </Modal.Section>
        </Modal>
      )}
    </>
  );
}
