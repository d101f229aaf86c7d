import { BlockStack, Card, SkeletonBodyText, SkeletonDisplayText } from '@shopify/polaris';
import type { ReactNode } from 'react';

/** A settings card while its page loads: a heading and `lines` of text (or the given body), at the card's final size. */
export function SkeletonCard({ lines, gap = '400', children }: { lines?: number; gap?: '300' | '400'; children?: ReactNode }) {
  return (
    <Card>
      <BlockStack gap={gap}>
        <SkeletonDisplayText size="small" />
        {children ?? <SkeletonBodyText lines={lines} />}
      </BlockStack>
    </Card>
  );
}
