import { Card, Page, Text, BlockStack } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';

/** Shown inside the platform admin when the host query argument is missing. */
export function MissingHost() {
  const { t } = useTranslation('common');
  return (
    <Page narrowWidth>
      <Card>
        <BlockStack gap="300">
          <Text as="h1" variant="headingLg">
            {t('missingHost.title')}
          </Text>
          <Text as="p">{t('missingHost.body')}</Text>
        </BlockStack>
      </Card>
    </Page>
  );
}
