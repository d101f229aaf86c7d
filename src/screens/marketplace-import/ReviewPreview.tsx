import { BlockStack, Box, Button, Checkbox, InlineStack, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import type { MarketplaceReview } from '../../contract/marketplace';
import { countryName } from '../../lib/country';

const stars = (rating: number): string => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/** The reviews that pass the filters, each with a checkbox to leave it out of the import. */
export function ReviewPreview(props: {
  reviews: readonly MarketplaceReview[];
  excluded: ReadonlySet<string>;
  onToggle: (id: string, chosen: boolean) => void;
  onAll: (chosen: boolean) => void;
}) {
  const { t, i18n } = useTranslation('marketplace');
  const { reviews, excluded } = props;
  const chosen = reviews.filter((r) => !excluded.has(r.id)).length;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <BlockStack gap="300">
      <InlineStack align="space-between" blockAlign="center" gap="200">
        <Text as="h3" variant="headingSm">{t('preview.count', { selected: chosen, total: reviews.length })}</Text>
        <InlineStack gap="200">
          <Button variant="plain" onClick={() => props.onAll(true)} disabled={chosen === reviews.length}>{t('preview.selectAll')}</Button>
          <Button variant="plain" onClick={() => props.onAll(false)} disabled={chosen === 0}>{t('preview.selectNone')}</Button>
        </InlineStack>
      </InlineStack>
      {reviews.length === 0 ? (
        <Text as="p" tone="subdued">{t('preview.noneMatch')}</Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="marketplace-reviews">
          {reviews.map((r) => (
            <li key={r.id} data-testid="marketplace-review">
              <Box paddingBlock="300" borderBlockStartWidth="025" borderColor="border-secondary">
                <InlineStack gap="300" wrap={false} blockAlign="start">
                  <Checkbox
                    label={t('preview.choose', { author: r.author })}
                    labelHidden
                    checked={!excluded.has(r.id)}
                    onChange={(checked) => props.onToggle(r.id, checked)}
                  />
                  <BlockStack gap="100">
                    <InlineStack gap="200" blockAlign="center">
                      <span aria-label={t('preview.stars', { count: r.rating })} role="img" style={{ color: '#e3a008', letterSpacing: 1 }}>{stars(r.rating)}</span>
                      <Text as="span" fontWeight="semibold">{r.author}</Text>
                      <Text as="span" tone="subdued">
                        {[r.country ? countryName(i18n.language, r.country) : null, date.format(new Date(r.date))].filter(Boolean).join(' · ')}
                      </Text>
                    </InlineStack>
                    <Text as="p">{r.body}</Text>
                    {r.photos.length > 0 && (
                      <InlineStack gap="200">
                        {r.photos.map((src, i) => (
                          <img key={src} src={src} width={56} height={56} style={{ borderRadius: 6, objectFit: 'cover' }} alt={t('preview.photo', { number: i + 1, author: r.author })} />
                        ))}
                      </InlineStack>
                    )}
                  </BlockStack>
                </InlineStack>
              </Box>
            </li>
          ))}
        </ul>
      )}
    </BlockStack>
  );
}
