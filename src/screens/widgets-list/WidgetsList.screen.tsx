import { Badge, BlockStack, Button, Card, InlineGrid, InlineStack, Page, Text } from '@shopify/polaris';
import { useLoaderData } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_WIDGETS, WIDGET_ALLOWED_PLACEMENTS, type StorefrontWidget } from '../../contract/widgets';
import { useNarrow } from '../../ui/use-narrow';
import { usePageTitle } from '../../ui/use-page-title';
import { PlacementTags } from '../display/PlacementTags';
import { WidgetPicture } from '../display/WidgetPicture';
import { CATALOGUE_COLUMNS } from './WidgetsListSkeleton';

/** /widgetsList: the catalogue of storefront widgets, each with a picture, what it does, where it can show and whether it is on. */
export default function WidgetsList() {
  const { t } = useTranslation('display');
  const { widgets } = useLoaderData({ from: '/_admin/widgetsList' });
  const narrow = useNarrow();
  usePageTitle(t('widgetsList'));
  return (
    <Page title={t('widgetsList')} subtitle={t('list.subtitle')} backAction={{ content: t('list.back'), url: '/display' }}>
      <InlineGrid columns={narrow ? 1 : CATALOGUE_COLUMNS} gap="400">
        {STOREFRONT_WIDGETS.map((widget) => (
          <WidgetCard key={widget} widget={widget} on={widgets[widget].enabled} />
        ))}
      </InlineGrid>
    </Page>
  );
}

function WidgetCard({ widget, on }: { widget: StorefrontWidget; on: boolean }) {
  const { t } = useTranslation('display');
  const name = t(`widgets.${widget}.name`);
  return (
    <Card>
      <article className="ra-widget-card" aria-label={name} data-widget={widget}>
        <BlockStack gap="300">
          <div className="ra-widget-figure">
            <WidgetPicture widget={widget} />
          </div>
          <InlineStack gap="200" align="space-between" blockAlign="center" wrap={false}>
            <Text as="h2" variant="headingMd">{name}</Text>
            <Badge tone={on ? 'success' : undefined}>{t(on ? 'index.on' : 'index.off')}</Badge>
          </InlineStack>
          <Text as="p">{t(`widgets.${widget}.details`)}</Text>
          <PlacementTags label={t('list.canShowOn')} placements={WIDGET_ALLOWED_PLACEMENTS[widget]} />
          <InlineStack align="end">
            <Button url={`/display/${widget}`} accessibilityLabel={t('index.customizeLabel', { name })}>{t('index.customize')}</Button>
          </InlineStack>
        </BlockStack>
      </article>
    </Card>
  );
}
