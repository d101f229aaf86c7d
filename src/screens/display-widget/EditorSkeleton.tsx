import { BlockStack, Box, Card, InlineGrid, SkeletonBodyText, SkeletonDisplayText, SkeletonPage } from '@shopify/polaris';

/** Height the preview keeps while the storefront draws (and in the skeleton). */
export const PREVIEW_MIN_HEIGHT = 480;

/** The loading look of a widget's page: the display card, the form and the preview at final size. */
export function EditorSkeleton() {
  return (
    <SkeletonPage backAction primaryAction={false}>
      <BlockStack gap="400">
        <Card>
          <BlockStack gap="300">
            <SkeletonDisplayText size="small" />
            <SkeletonBodyText lines={3} />
          </BlockStack>
        </Card>
        <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
          <BlockStack gap="400">
            {[10, 6].map((lines) => (
              <Card key={lines}>
                <BlockStack gap="400">
                  <SkeletonDisplayText size="small" />
                  <SkeletonBodyText lines={lines} />
                </BlockStack>
              </Card>
            ))}
          </BlockStack>
          <Card>
            <BlockStack gap="300">
              <SkeletonDisplayText size="small" />
              <Box minHeight={`${PREVIEW_MIN_HEIGHT + 100}px`} background="bg-surface-secondary" borderRadius="300" />
            </BlockStack>
          </Card>
        </InlineGrid>
      </BlockStack>
    </SkeletonPage>
  );
}
