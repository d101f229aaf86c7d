import { BlockStack, Button, Card, Page, Text } from '@shopify/polaris';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../ui/use-page-title';

/** /400: the app could not load its data; reload goes back to the page that failed. In the main bundle, texts in common: it must show while the network is down. */
export default function LoadFailed() {
  const { t } = useTranslation('common');
  const router = useRouter();
  usePageTitle(t('loadFailed.title'));
  const reload = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/' });
  };
  return (
    <Page narrowWidth>
      <Card>
        <BlockStack gap="300" inlineAlign="center">
          <Text as="h1" variant="headingLg">
            {t('loadFailed.heading')}
          </Text>
          <Text as="p" tone="subdued">
            {t('loadFailed.body')}
          </Text>
          <Button variant="primary" onClick={reload}>
            {t('loadFailed.reload')}
          </Button>
        </BlockStack>
      </Card>
    </Page>
  );
}
