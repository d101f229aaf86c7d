import { Badge, BlockStack, InlineStack, Text } from '@shopify/polaris';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../contract/reviews';
import { formatDate } from '../../lib/format';
import { Stars } from './Stars';

/**
 * What review collection adds to a review: the incentivized mark with its reward code, "Edited by
 * the customer", why a held review waits and the day it publishes by itself (SPEC: 14 days unless
 * the merchant acts), and the answers to the shop's custom questions (a rating as stars).
 */
export const ReviewMarks = memo(function ReviewMarks({ review }: { review: Review }) {
  const { t, i18n } = useTranslation('reviews');
  const lng = i18n.language;
  const held = review.status !== 'published' && !review.deleted_at && (review.held_reason || review.auto_publish_at);
  const answers = review.answers ?? [];
  if (!review.incentivized && !review.edited_at && !held && answers.length === 0) return null;
  return (
    <BlockStack gap="100">
      {(review.incentivized || review.edited_at) && (
        <InlineStack gap="100" wrap>
          {review.incentivized && (
            <span data-testid="review-incentivized">
              <Badge tone="info">{review.reward_code ? t('marks.incentivizedCode', { code: review.reward_code }) : t('review.incentivized')}</Badge>
            </span>
          )}
          {review.edited_at && (
            <span data-testid="review-edited">
              <Badge>{t('marks.edited')}</Badge>
            </span>
          )}
        </InlineStack>
      )}
      {held && (
        <div data-testid="review-held">
          <Text as="p" variant="bodySm" tone="caution">
            {[
              review.held_reason ? t(`marks.held.${review.held_reason}`) : null,
              review.auto_publish_at ? t('marks.publishesOn', { date: formatDate(lng, review.auto_publish_at) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
      )}
      {answers.length > 0 && (
        <dl style={{ margin: 0 }} data-testid="review-answers">
          {answers.map((a) => (
            <div key={a.id} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
              <dt style={{ margin: 0 }}>
                <Text as="span" variant="bodySm" tone="subdued">{a.label}</Text>
              </dt>
              <dd style={{ margin: 0 }}>
                {a.kind === 'rating' && typeof a.value === 'number' ? (
                  <Stars rating={a.value} />
                ) : (
                  <Text as="span" variant="bodySm" breakWord>{String(a.value)}</Text>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </BlockStack>
  );
});
