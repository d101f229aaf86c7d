import { BlockStack, Card, Layout, SkeletonBodyText, SkeletonDisplayText, SkeletonPage } from '@shopify/polaris';

/** The loading look of the publishing-rules, custom-questions and thank-you/checkout pages: their cards at final size. */
export function RulesSkeleton() {
  return (
    <SkeletonPage backAction primaryAction={false}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {[6, 4].map((lines) => (
              <Card key={lines}>
                <BlockStack gap="400">
                  <SkeletonDisplayText size="small" />
                  <SkeletonBodyText lines={lines} />
                </BlockStack>
              </Card>
            ))}
          </BlockStack>
        </Layout.Section>
        <Layout.Section variant="oneThird">
          <Card>
            <BlockStack gap="400">
              <SkeletonDisplayText size="small" />
              <SkeletonBodyText lines={8} />
            </BlockStack>
          </Card>
        </Layout.Section>
      </Layout>
    </SkeletonPage>
  );
}
