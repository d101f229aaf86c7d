import { Icon, InlineStack } from '@shopify/polaris';
import { StarFilledIcon, StarIcon } from '@shopify/polaris-icons';
import { useTranslation } from 'react-i18next';

/** A 1–5 star rating with its value for screen readers. */
export function Stars({ rating }: { /** Whole stars, 1 to 5. */ rating: number }) {
  const { t } = useTranslation('reviews');
  return (
    <span className="ra-stars" role="img" aria-label={t('review.stars', { count: rating })}>
      <InlineStack gap="0" wrap={false}>
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} aria-hidden="true" className={n <= rating ? 'ra-star-on' : 'ra-star-off'}>
            <Icon source={n <= rating ? StarFilledIcon : StarIcon} />
          </span>
        ))}
      </InlineStack>
    </span>
  );
}
