import { Badge, BlockStack, InlineStack, Text } from '@shopify/polaris';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../contract/reviews';
import { countryFlag, countryName } from '../../lib/country';
import { formatDate, formatNumber } from '../../lib/format';
import { MediaStrip } from './MediaStrip';
import { ReviewMarks } from './ReviewMarks';
import { Stars } from './Stars';

/** Badge tone of each status. */
export const STATUS_TONE = { published: 'success', hidden: undefined, pending: 'attention' } as const;

/**
 * One review: rating, title, body, reviewer with country flag, date, order and badges, media,
 * helpful votes and the public reply. Everything a customer wrote is rendered as text.
 */
export const ReviewContent = memo(function ReviewContent({ review, full = false, hideMedia = false }: {
  review: Review;
  /** Whole body instead of three lines. */
  full?: boolean;
  /** Leave the media out (shown by an editor instead). */
  hideMedia?: boolean;
}) {
  const { t, i18n } = useTranslation('reviews');
  const lng = i18n.language;
  const flag = countryFlag(review.country);
  return (
    <BlockStack gap="150">
      <InlineStack gap="200" blockAlign="center" wrap>
        <Stars rating={review.rating} />
        {review.title && (
          <Text as="span" variant="headingSm" breakWord>
            {review.title}
          </Text>
        )}
      </InlineStack>
      <div className={full ? 'ra-review-body' : 'ra-review-body ra-clamp-3'}>
        <Text as="p" breakWord>
          {review.body}
        </Text>
      </div>
      <InlineStack gap="200" blockAlign="center" wrap>
        <Text as="span" fontWeight="medium" breakWord>
          {review.author}
        </Text>
        {flag && review.country && (
          <span role="img" aria-label={countryName(lng, review.country)} title={countryName(lng, review.country)}>
            {flag}
          </span>
        )}
        {review.location && (
          <Text as="span" tone="subdued" breakWord>
            <span data-testid="review-location">{review.location}</span>
          </Text>
        )}
        <Text as="span" tone="subdued">
          {formatDate(lng, review.created_at, review.date_only ? { dateStyle: 'medium', timeZone: 'UTC' } : undefined)}
        </Text>
        {review.order_id && (
          <Text as="span" tone="subdued">
            {t('review.order', { order: review.order_id })}
          </Text>
        )}
      </InlineStack>
      <InlineStack gap="100" wrap>
        <Badge tone={STATUS_TONE[review.status]}>{t(`status.${review.status}`)}</Badge>
        {review.verified && <Badge tone="info">{t('review.verified')}</Badge>}
        {review.pinned && <Badge tone="magic">{t('review.pinned')}</Badge>}
        <Badge>{t(`source.${review.source}`)}</Badge>
        {review.deleted_at && <Badge tone="critical">{t('review.deletedOn', { date: formatDate(lng, review.deleted_at) })}</Badge>}
      </InlineStack>
      <ReviewMarks review={review} />
      {!hideMedia && <MediaStrip media={review.media} author={review.author} />}
      {(review.helpful.up > 0 || review.helpful.down > 0) && (
        <Text as="span" tone="subdued" variant="bodySm">
          {t('review.helpful', { up: formatNumber(lng, review.helpful.up), down: formatNumber(lng, review.helpful.down) })}
        </Text>
      )}
      {review.reply && (
        <div className="ra-reply">
          <BlockStack gap="100">
            <Text as="span" variant="bodySm" fontWeight="semibold">
              {t('reply.yourReply')}
              {' · '}
              {formatDate(lng, review.reply.created_at)}
              {review.reply.notified ? ` · ${t('reply.notified')}` : ''}
            </Text>
            <div className={full ? undefined : 'ra-clamp-3'}>
              <Text as="p" breakWord>
                {review.reply.body}
              </Text>
            </div>
          </BlockStack>
        </div>
      )}
    </BlockStack>
  );
});
