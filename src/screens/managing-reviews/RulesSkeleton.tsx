import { BlockStack, Layout, SkeletonPage } from '@shopify/polaris';
import { SkeletonCard } from '../../ui/SkeletonCard';

/** The loading look of the publishing-rules, custom-questions and thank-you/checkout pages: their cards at final size. */
export function RulesSkeleton() {
  return (
    <SkeletonPage backAction primaryAction={false}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <SkeletonCard lines={6} />
            <SkeletonCard lines={4} />
          </BlockStack>
        </Layout.Section>
        <Layout.Section variant="oneThird">
          <SkeletonCard lines={8} />
        </Layout.Section>
      </Layout>
    </SkeletonPage>
  );
}
