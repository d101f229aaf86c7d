import { BlockStack, Box, Card, InlineStack, SkeletonBodyText, SkeletonDisplayText, SkeletonPage, SkeletonThumbnail } from '@shopify/polaris';
import { STOREFRONT_WIDGETS } from '../../contract/widgets';

/** The loading look of /display: the embed status line and the card of eleven widget rows, at their final size. */
export function DisplaySkeleton() {
  return (
    <SkeletonPage primaryAction={false}>
      <BlockStack gap="400">
        <SkeletonBodyText lines={1} />
        <Card>
          <BlockStack gap="200">
            <SkeletonDisplayText size="small" />
            {STOREFRONT_WIDGETS.map((w) => (
              <Box key={w} paddingBlock="300">
                <InlineStack gap="400" blockAlign="center" wrap={false}>
                  <SkeletonThumbnail size="large" />
                  <Box width="100%">
                    <SkeletonBodyText lines={3} />
                  </Box>
                </InlineStack>
              </Box>
            ))}
          </BlockStack>
        </Card>
      </BlockStack>
    </SkeletonPage>
  );
}
