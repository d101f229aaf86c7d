import { BlockStack, Box, Button, InlineStack, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { selectWidgetEnabled, selectWidgetSaving } from '../../../machines/widget-display/widget-display.selectors';
import type { StorefrontWidget, WidgetPlacement } from '../../contract/widgets';
import { WIDGET_PLAN_FEATURES } from '../../contract/plans';
import { PlanGate } from '../../ui/PlanGate';
import { useNarrow } from '../../ui/use-narrow';
import { PlacementTags } from './PlacementTags';
import { WidgetPicture } from './WidgetPicture';
import { WidgetSwitch } from './WidgetSwitch';
import type { WidgetDisplayActor } from './use-widget-display';

/** Props of {@link WidgetRow}. */
export interface WidgetRowProps {
  widget: StorefrontWidget;
  /** Where the widget is placed (saved). */
  placements: readonly WidgetPlacement[];
  actor: WidgetDisplayActor;
}

/** One widget on /display: picture, name, description, where it shows, its switch and Customize. */
export function WidgetRow({ widget, placements, actor }: WidgetRowProps) {
  const { t } = useTranslation('display');
  const enabledOf = useMemo(() => selectWidgetEnabled(widget), [widget]);
  const savingOf = useMemo(() => selectWidgetSaving(widget), [widget]);
  const on = useSelector(actor, enabledOf);
  const saving = useSelector(actor, savingOf);
  // A widget the plan gates keeps its switch while the page shows it once on (it can be turned off, and focus stays).
  const seenOn = useRef(on);
  if (on) seenOn.current = true;
  const narrow = useNarrow();
  const name = t(`widgets.${widget}.name`);
  const about = (
    <InlineStack gap="400" align="start" blockAlign="center" wrap={false}>
      <div className="ra-widget-thumb">
        <WidgetPicture widget={widget} />
      </div>
      <BlockStack gap="100">
        <Text as="h3" variant="headingSm">{name}</Text>
        <Text as="p" tone="subdued">{t(`widgets.${widget}.description`)}</Text>
        <PlacementTags label={t('index.showsOn')} placements={placements} />
      </BlockStack>
    </InlineStack>
  );
  const controls = (
    <InlineStack gap="300" align="start" blockAlign="center" wrap={false}>
      <PlanGate feature={WIDGET_PLAN_FEATURES[widget] ?? null} open={seenOn.current} inline>
        <WidgetSwitch name={name} on={on} busy={saving} onChange={(enabled) => actor.send({ type: 'widgetDisplay.toggle', widget, enabled })} />
      </PlanGate>
      <Button url={`/display/${widget}`} accessibilityLabel={t('index.customizeLabel', { name })}>{t('index.customize')}</Button>
    </InlineStack>
  );
  return (
    <Box as="li" paddingBlock="300" data-widget={widget}>
      {narrow ? (
        <BlockStack gap="300">
          {about}
          {controls}
        </BlockStack>
      ) : (
        <InlineStack gap="400" blockAlign="center" align="space-between" wrap={false}>
          {about}
          {controls}
        </InlineStack>
      )}
    </Box>
  );
}
