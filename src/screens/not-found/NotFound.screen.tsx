import { BlockStack, Button, Card, Page, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../ui/use-page-title';

/** /404: an unknown path. */
export default function NotFound() {
  const { t } = useTranslation('public');
  usePageTitle(t('notFound.title'));
  return (
    <Page narrowWidth>
      <Card>
        <BlockStack gap="300" inlineAlign="center">
          <Text as="h1" variant="headingLg">
            {t('notFound.heading')}
          </Text>
          <Text as="p" tone="subdued">
            {t('notFound.body')}
          </Text>
          <Button variant="primary" url="/">
            {t('notFound.home')}
          </Button>
        </BlockStack>
      </Card>
    </Page>
  );
}
