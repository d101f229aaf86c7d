import { Badge, BlockStack, Button, ButtonGroup, InlineStack, Text } from '@shopify/polaris';
import { ArrowDownIcon, ArrowUpIcon } from '@shopify/polaris-icons';
import { useTranslation } from 'react-i18next';
import type { Attribute } from '../../contract/review-rules';

/** One question of the list: its label and kind, Turn on/off, Move up / Move down, Edit and Delete (all buttons, so the keyboard reorders too). */
export function AttributeRow(props: {
  attribute: Attribute;
  index: number;
  count: number;
  invalid: boolean;
  open: boolean;
  onToggle: () => void;
  onMove: (delta: -1 | 1) => void;
  onEnabled: (enabled: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('review-rules');
  const { attribute, index, count } = props;
  const label = attribute.label.trim() || t('attributes.untitled');
  return (
    <InlineStack align="space-between" blockAlign="center" gap="300">
      <BlockStack gap="100">
        <Text as="h3" variant="headingSm">{label}</Text>
        <InlineStack gap="200">
          <Badge>{t(`attributes.kinds.${attribute.kind}`)}</Badge>
          {attribute.required && <Badge tone="info">{t('attributes.requiredBadge')}</Badge>}
          {!attribute.enabled && <Badge tone="attention">{t('attributes.offBadge')}</Badge>}
          {props.invalid && <Badge tone="critical">{t('attributes.invalidBadge')}</Badge>}
        </InlineStack>
      </BlockStack>
      <InlineStack gap="300" blockAlign="center">
        <ButtonGroup>
          <Button onClick={() => props.onEnabled(!attribute.enabled)} accessibilityLabel={t(attribute.enabled ? 'attributes.turnOffLabel' : 'attributes.turnOnLabel', { label })}>
            {attribute.enabled ? t('attributes.turnOff') : t('attributes.turnOn')}
          </Button>
          <Button icon={ArrowUpIcon} disabled={index === 0} onClick={() => props.onMove(-1)} accessibilityLabel={t('attributes.moveUp', { label })} />
          <Button icon={ArrowDownIcon} disabled={index === count - 1} onClick={() => props.onMove(1)} accessibilityLabel={t('attributes.moveDown', { label })} />
          <Button onClick={props.onToggle} ariaExpanded={props.open} accessibilityLabel={t(props.open ? 'attributes.closeLabel' : 'attributes.editLabel', { label })}>
            {props.open ? t('attributes.close') : t('attributes.edit')}
          </Button>
          <Button tone="critical" onClick={props.onDelete} accessibilityLabel={t('attributes.deleteLabel', { label })}>
            {t('attributes.delete')}
          </Button>
        </ButtonGroup>
      </InlineStack>
    </InlineStack>
  );
}
