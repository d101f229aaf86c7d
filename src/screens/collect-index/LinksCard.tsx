import { BlockStack, Card, Link, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';

/** Every sub-page of review collection, by group (in-app links through the app's link component). */
const GROUPS = [
  {
    key: 'emails',
    links: [
      { key: 'first', url: '/collect/review-request/first' },
      { key: 'reminder', url: '/collect/review-request/second' },
      { key: 'photoVideo', url: '/collect/photo_video_reminder' },
      { key: 'updateReview', url: '/collect/update_review' },
      { key: 'rewards', url: '/collect/discount' },
    ],
  },
  {
    key: 'requests',
    links: [
      { key: 'products', url: '/collect/review_request_product' },
      { key: 'orders', url: '/collect/orders' },
      { key: 'sync', url: '/collect/sync_past_orders' },
      { key: 'manual', url: '/collect/manual_import' },
      { key: 'customers', url: '/collect/auth_import' },
      { key: 'link', url: '/collect/review_request_link' },
    ],
  },
  {
    key: 'rules',
    links: [
      { key: 'managingReviews', url: '/collect/managing_reviews' },
      { key: 'attributes', url: '/collect/attributes' },
      { key: 'autoLeave', url: '/collect/auto_leave_reviews' },
    ],
  },
] as const;

/** Links to the emails and to every other review-request page. */
export function LinksCard() {
  const { t } = useTranslation('collect');
  return (
    <Card>
      <BlockStack gap="400">
        {GROUPS.map((group) => (
          <BlockStack key={group.key} gap="200">
            <Text as="h2" variant="headingMd">{t(`links.${group.key}`)}</Text>
            <nav aria-label={t(`links.${group.key}`)}>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {group.links.map((link) => (
                  <li key={link.key} style={{ padding: '4px 0' }}>
                    <Link url={link.url} removeUnderline>{t(`links.to.${link.key}`)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </BlockStack>
        ))}
      </BlockStack>
    </Card>
  );
}
