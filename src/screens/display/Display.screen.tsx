import { BlockStack, Card, Page, Text } from '@shopify/polaris';
import { useLoaderData } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectSavedDisplays } from '../../../machines/widget-display/widget-display.selectors';
import { STOREFRONT_WIDGETS } from '../../contract/widgets';
import { ThemeEmbedBanner } from '../../ui/ThemeEmbedBanner';
import { usePageTitle } from '../../ui/use-page-title';
import { DisplayNotices } from './DisplayNotices';
import { useWidgetDisplay } from './use-widget-display';
import { WidgetRow } from './WidgetRow';

/** /display: every storefront widget with its switch, where it shows and a way to customise it; the theme app embed status above. */
export default function Display() {
  const { t } = useTranslation('display');
  const loaded = useLoaderData({ from: '/_admin/display' });
  usePageTitle(t('title'));
  const actor = useWidgetDisplay(loaded);
  const saved = useSelector(actor, selectSavedDisplays);
  return (
    <Page title={t('title')} subtitle={t('index.subtitle')} secondaryActions={[{ content: t('index.allWidgets'), url: '/widgetsList' }]}>
      <BlockStack gap="400">
        <ThemeEmbedBanner withStatus />
        <DisplayNotices actor={actor} />
        <Card>
          <BlockStack gap="200">
            <Text as="h2" variant="headingMd">{t('index.listTitle')}</Text>
            <ul className="ra-widget-rows" aria-label={t('index.listTitle')} data-testid="widget-rows">
              {STOREFRONT_WIDGETS.map((widget) => (
                <WidgetRow key={widget} widget={widget} placements={saved[widget].placements} actor={actor} />
              ))}
            </ul>
          </BlockStack>
        </Card>
      </BlockStack>
    </Page>
  );
}
