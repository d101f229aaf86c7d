import { InlineStack, Tag, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { placementLabelKey } from '../display-widget/forms';
import type { WidgetPlacement } from '../../contract/widgets';

/** Props of {@link PlacementTags}. */
export interface PlacementTagsProps {
  /** The label before the tags ("Shows on", "Can show on"). */
  label: string;
  placements: readonly WidgetPlacement[];
}

/** Where a widget shows (or can show) in the theme, as translated tags after a label. */
export function PlacementTags({ label, placements }: PlacementTagsProps) {
  const { t } = useTranslation('display');
  return (
    <InlineStack gap="100" align="start" blockAlign="center" wrap>
      <Text as="span" tone="subdued" variant="bodySm">{label}</Text>
      {placements.length === 0 ? (
        <Text as="span" variant="bodySm">{t('index.notPlaced')}</Text>
      ) : (
        placements.map((p) => <Tag key={p}>{t(placementLabelKey(p))}</Tag>)
      )}
    </InlineStack>
  );
}
