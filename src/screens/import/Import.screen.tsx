import { Banner, BlockStack, Button, Card, InlineGrid, Layout, Page, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../app/runtime-context';
import { usePageTitle } from '../../ui/use-page-title';
import { ImportHistory } from './ImportHistory';

/** The ways to bring reviews in. */
const SOURCES = [
  { key: 'file', url: '/import/file_import', primary: true },
  { key: 'marketplace', url: '/import/bookmark_import', primary: false },
  { key: 'supplier', url: '/import/dsm_import', primary: false },
] as const;

/** The shop wants the import tip below the sources (shopConfig `import_tip_move_to_bottom` 1). */
const selectTipAtBottom = (s: { context: { data: { shopConfig: { import_tip_move_to_bottom: number } } | null } }): boolean =>
  s.context.data?.shopConfig.import_tip_move_to_bottom === 1;

/** /import: the import sources (CSV file, marketplace, supplier), a tip (above them, or below per the shop's config) and the history of past imports. */
export default function Import() {
  const { t } = useTranslation(['import', 'common']);
  usePageTitle(t('import:title'));
  const tipAtBottom = useSelector(useRuntime().startup, selectTipAtBottom);
  const tip = (
    <Layout.Section>
      <div data-testid="import-tip">
        <Banner tone="info">
          <p>{t('import:hub.tip')}</p>
        </Banner>
      </div>
    </Layout.Section>
  );
  return (
    <Page title={t('import:title')} subtitle={t('import:hub.subtitle')}>
      <Layout>
        {!tipAtBottom && tip}
        <Layout.Section>
          <InlineGrid columns={{ xs: 1, md: 3 }} gap="400">
            {SOURCES.map((source) => (
              <Card key={source.key}>
                <BlockStack gap="300">
                  <Text as="h2" variant="headingMd">{t(`import:hub.${source.key}.title`)}</Text>
                  <Text as="p" tone="subdued">{t(`import:hub.${source.key}.body`)}</Text>
                  <div>
                    <Button url={source.url} variant={source.primary ? 'primary' : undefined}>
                      {t(`import:hub.${source.key}.action`)}
                    </Button>
                  </div>
                </BlockStack>
              </Card>
            ))}
          </InlineGrid>
        </Layout.Section>
        {tipAtBottom && tip}
        <Layout.Section>
          <ImportHistory />
        </Layout.Section>
      </Layout>
    </Page>
  );
}
