import { BlockStack, Button, Card, InlineGrid, InlineStack, Page, Text, Thumbnail } from '@shopify/polaris';
import { useLoaderData, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecommendedApp } from '../../contract/dashboard';
import { usePageTitle } from '../../ui/use-page-title';

/** /recommended: apps that work well with reviews (external links open in a new tab without opener). */
export default function Recommended() {
  const { t, i18n } = useTranslation('recommended');
  const apps = useLoaderData({ strict: false }) as RecommendedApp[];
  const router = useRouter();
  // The server describes the apps in the interface language: a new language asks again.
  const askedIn = useRef(i18n.language);
  useEffect(() => {
    if (askedIn.current === i18n.language) return;
    askedIn.current = i18n.language;
    void router.invalidate();
  }, [i18n.language, router]);
  usePageTitle(t('title'));
  return (
    <Page title={t('title')} subtitle={t('subtitle')}>
      <InlineGrid columns={{ xs: 1, sm: 2, lg: 3 }} gap="400">
        {apps.map((app) => (
          <Card key={app.url}>
            <BlockStack gap="300">
              <InlineStack gap="300" blockAlign="center" wrap={false}>
                <Thumbnail source={app.logo} alt="" size="medium" />
                <Text as="h2" variant="headingMd">
                  {app.name}
                </Text>
              </InlineStack>
              <Text as="p" tone="subdued">
                {app.desc}
              </Text>
              <InlineStack>
                <Button url={app.url} external accessibilityLabel={t('viewApp', { name: app.name })}>
                  {t('view')}
                </Button>
              </InlineStack>
            </BlockStack>
          </Card>
        ))}
      </InlineGrid>
    </Page>
  );
}
