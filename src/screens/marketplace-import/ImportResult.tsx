import { Banner, BlockStack, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import type { MarketplaceImportResult } from '../../contract/marketplace';

/** The address of an import's details page. */
export const importDetailsUrl = (importId: string): string => `/file_upload_detail?id=${encodeURIComponent(importId)}`;

/** The counts of a finished import with a link to its details (and, in the admin, to the review list). */
export function ImportResult({ result, extra, showReviewsLink = true }: {
  result: MarketplaceImportResult;
  /** A further line under the counts. */
  extra?: string;
  showReviewsLink?: boolean;
}) {
  const { t } = useTranslation('marketplace');
  return (
    <div data-testid="import-result">
      <Banner
        tone={result.failed > 0 ? 'warning' : 'success'}
        title={t('result.title')}
        action={{ content: t('result.details'), url: importDetailsUrl(result.import_id) }}
        {...(showReviewsLink ? { secondaryAction: { content: t('result.reviews'), url: '/reviewList' } } : {})}
      >
        <BlockStack gap="100">
          <Text as="p">{t('result.imported', { count: result.imported })}</Text>
          {result.duplicates > 0 && <Text as="p">{t('result.duplicates', { count: result.duplicates })}</Text>}
          {result.failed > 0 && <Text as="p">{t('result.failed', { count: result.failed })}</Text>}
          {extra && <Text as="p" tone="subdued">{extra}</Text>}
        </BlockStack>
      </Banner>
    </div>
  );
}
