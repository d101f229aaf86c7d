import { BlockStack, Box, Card, InlineStack, SkeletonBodyText, SkeletonDisplayText, SkeletonPage, SkeletonThumbnail } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { isDisableThemeEmbeds, type selectStartupData } from '../../../machines/startup/startup.selectors';
import { useRuntime } from '../../app/runtime-context';
import { STOREFRONT_WIDGETS } from '../../contract/widgets';
import { useDismissed } from '../../ui/use-dismissed';
import { useNarrow } from '../../ui/use-narrow';

type StartupSnapshot = Parameters<typeof selectStartupData>[0];
const selectEmbedsOff = (s: StartupSnapshot): boolean => isDisableThemeEmbeds(s.context.data);

/**
 * The loading look of /display at its final size: the app embed banner (when it will show) or its
 * status line, and the card of eleven widget rows.
 */
export function DisplaySkeleton() {
  const runtime = useRuntime();
  const narrow = useNarrow();
  const embedsOff = useSelector(runtime.startup, selectEmbedsOff);
  const [bannerDismissed] = useDismissed('themeEmbed');
  // A row's text and controls: side by side, or stacked in the narrow layout.
  const rowHeight = narrow ? '150px' : '68px';
  return (
    <SkeletonPage primaryAction={false}>
      <BlockStack gap="400">
        {embedsOff && !bannerDismissed ? (
          <Card>
            <Box minHeight={narrow ? '184px' : '116px'}>
              <SkeletonBodyText lines={3} />
            </Box>
          </Card>
        ) : (
          <SkeletonBodyText lines={1} />
        )}
        <Card>
          <BlockStack gap="200">
            <SkeletonDisplayText size="small" />
            {STOREFRONT_WIDGETS.map((w) => (
              <Box key={w} paddingBlock="300" minHeight={rowHeight}>
                <InlineStack gap="400" blockAlign="center" wrap={false}>
                  <SkeletonThumbnail size="medium" />
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
