import { BlockStack, Card, Checkbox, Text } from '@shopify/polaris';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { WIDGET_PLAN_FEATURES } from '../../contract/plans';
import { PlanUpgradeCard, usePlanAllows } from '../../ui/PlanGate';
import { WIDGET_ALLOWED_PLACEMENTS, type StorefrontWidget, type WidgetDisplay, type WidgetPlacement } from '../../contract/widgets';
import { placementLabelKey } from './forms';

/** The widget on or off, and the places of the theme it shows in (those the widget allows). */
export const DisplaySection = memo(function DisplaySection({
  widget,
  display,
  onChange,
}: {
  widget: StorefrontWidget;
  display: WidgetDisplay;
  onChange(next: WidgetDisplay): void;
}) {
  const { t } = useTranslation('display');
  const feature = WIDGET_PLAN_FEATURES[widget] ?? null;
  // A widget the plan gates can be turned off, not on.
  const planAllows = usePlanAllows(feature);
  const allowed: readonly WidgetPlacement[] = WIDGET_ALLOWED_PLACEMENTS[widget];
  const toggle = (place: WidgetPlacement, on: boolean) =>
    onChange({ ...display, placements: allowed.filter((p) => (p === place ? on : display.placements.includes(p))) });
  return (
    <Card>
      <BlockStack gap="300">
        <Checkbox label={t('editor.display.enabled')} checked={display.enabled} disabled={!planAllows && !display.enabled} onChange={(enabled) => onChange({ ...display, enabled })} />
        {feature && !planAllows && <PlanUpgradeCard feature={feature} inline />}
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ padding: 0, marginBottom: 4 }}>
            <Text as="span" variant="headingSm">{t('editor.display.where')}</Text>
          </legend>
          <BlockStack gap="100">
            {allowed.map((place) => (
              <Checkbox
                key={place}
                label={t(placementLabelKey(place))}
                checked={display.placements.includes(place)}
                disabled={!display.enabled}
                onChange={(on) => toggle(place, on)}
              />
            ))}
            {display.enabled && display.placements.length === 0 && <Text as="p" tone="critical">{t('editor.display.nowhere')}</Text>}
          </BlockStack>
        </fieldset>
      </BlockStack>
    </Card>
  );
});
