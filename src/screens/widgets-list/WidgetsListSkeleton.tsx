import { BlockStack, Box, Card, InlineGrid, SkeletonBodyText, SkeletonDisplayText, SkeletonPage } from '@shopify/polaris';
import { STOREFRONT_WIDGETS } from '../../contract/widgets';
import { useNarrow } from '../../ui/use-narrow';

/** Columns of the catalogue beyond the narrow layout (one column at ≤ 768 px). */
export const CATALOGUE_COLUMNS = { xs: 1, md: 2, lg: 3 } as const;

/** The loading look of /widgetsList: a card per widget at its final size, in the same grid. */
export function WidgetsListSkeleton() {
  const narrow = useNarrow();
  return (
    <SkeletonPage backAction primaryAction={false}>
      <InlineGrid columns={narrow ? 1 : CATALOGUE_COLUMNS} gap="400">
        {STOREFRONT_WIDGETS.map((w) => (
          <Card key={w}>
            <BlockStack gap="300">
              <div className="ra-widget-figure ra-skeleton-figure" />
              <Box minHeight="170px">
                <BlockStack gap="300">
                  <SkeletonDisplayText size="small" />
                  <SkeletonBodyText lines={5} />
                </BlockStack>
              </Box>
            </BlockStack>
          </Card>
        ))}
      </InlineGrid>
    </SkeletonPage>
  );
}
