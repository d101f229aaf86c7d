import { BlockStack, Box, InlineGrid, SkeletonPage } from '@shopify/polaris';
import { SkeletonCard } from '../../ui/SkeletonCard';

/** Height the preview keeps while the storefront draws (and in the skeleton). */
export const PREVIEW_MIN_HEIGHT = 480;

/** The loading look of a widget's page: the display card, the form and the preview at final size. */
export function EditorSkeleton() {
  return (
    <SkeletonPage backAction primaryAction={false}>
      <BlockStack gap="400">
        <SkeletonCard lines={3} gap="300" />
        <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
          <BlockStack gap="400">
            <SkeletonCard lines={10} />
            <SkeletonCard lines={6} />
          </BlockStack>
          <SkeletonCard gap="300">
            <Box minHeight={`${PREVIEW_MIN_HEIGHT + 100}px`} background="bg-surface-secondary" borderRadius="300" />
          </SkeletonCard>
        </InlineGrid>
      </BlockStack>
    </SkeletonPage>
  );
}
