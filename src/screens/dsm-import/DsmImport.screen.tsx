import {
  Banner, BlockStack, Button, Card, Checkbox, EmptyState, IndexTable, InlineStack, Layout, Link, Page, Select, Text, Thumbnail, useIndexResourceState,
} from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { useLoaderData } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketplaceImportResult, SupplierProduct } from '../../contract/marketplace';
import { supplierImportTask } from '../../app/actors/marketplace.tasks';
import { useRuntime } from '../../app/runtime-context';
import { ILLUSTRATION } from '../../ui/illustration';
import { useTask } from '../../ui/use-task';
import { usePageTitle } from '../../ui/use-page-title';
import { ImportResult } from '../marketplace-import/ImportResult';
import { DEFAULT_FILTERS, MIN_RATING_OPTIONS, type ReviewFilters } from '../marketplace-import/review-selection';

/** /import/dsm_import: store products linked to a supplier item; import the items' reviews onto them. */
export default function DsmImport() {
  const { t } = useTranslation(['marketplace', 'common']);
  const runtime = useRuntime();
  const { items } = useLoaderData({ strict: false }) as { items: SupplierProduct[] };
  usePageTitle(t('marketplace:dsm.title'));
  const rows = items.map((s) => ({ ...s, id: s.product.id }));
  const { selectedResources, allResourcesSelected, handleSelectionChange } = useIndexResourceState(rows);
  const [filters, setFilters] = useState<ReviewFilters>(DEFAULT_FILTERS);
  const [result, setResult] = useState<MarketplaceImportResult | null>(null);
  const [tried, setTried] = useState(false);
  const action = useTask(supplierImportTask);
  const back = { content: t('marketplace:back'), url: '/import' };

  if (items.length === 0) {
    return (
      <Page title={t('marketplace:dsm.title')} backAction={back}>
        <Card>
          <EmptyState heading={t('marketplace:dsm.emptyHeading')} image={ILLUSTRATION} action={{ content: t('marketplace:dsm.emptyAction'), url: '/import/bookmark_import' }}>
            <p>{t('marketplace:dsm.emptyBody')}</p>
          </EmptyState>
        </Card>
      </Page>
    );
  }

  const submit = () => {
    setTried(true);
    if (selectedResources.length === 0) return;
    void action
      .run({ product_ids: selectedResources, min_rating: filters.minRating, with_photos_only: filters.withPhotosOnly })
      .then((answer) => {
        if (!answer) return;
        setResult(answer);
        runtime.toasts.send({ type: 'toast.show', toast: { content: t('marketplace:result.toast', { count: answer.imported }) } });
      });
  };
  const ratingOptions = MIN_RATING_OPTIONS.map((n) => ({
    value: String(n),
    label: n === 1 ? t('marketplace:filters.anyRating') : n === 5 ? t('marketplace:filters.onlyFive') : t('marketplace:filters.atLeast', { count: n }),
  }));

  return (
    <Page title={t('marketplace:dsm.title')} backAction={back}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <Text as="p" tone="subdued">{t('marketplace:dsm.intro')}</Text>
            <Card>
              <BlockStack gap="300">
                <Text as="h2" variant="headingSm">{t('marketplace:filters.title')}</Text>
                <InlineStack gap="400" blockAlign="end">
                  <Select label={t('marketplace:filters.minRating')} options={ratingOptions} value={String(filters.minRating)} onChange={(v) => setFilters({ ...filters, minRating: Number(v) })} />
                  <Checkbox label={t('marketplace:filters.withPhotos')} checked={filters.withPhotosOnly} onChange={(v) => setFilters({ ...filters, withPhotosOnly: v })} />
                </InlineStack>
              </BlockStack>
            </Card>
            {action.error && (
              <Banner tone="critical" title={t('marketplace:import.failedTitle')} onDismiss={action.dismiss}>
                <p>{action.error}</p>
              </Banner>
            )}
            {result && <ImportResult result={result} />}
            <InlineStack align="end" gap="300" blockAlign="center">
              <Text as="span" tone={tried && selectedResources.length === 0 ? 'critical' : 'subdued'}>
                {tried && selectedResources.length === 0 ? t('marketplace:dsm.chooseFirst') : t('marketplace:dsm.selected', { count: selectedResources.length })}
              </Text>
              <Button variant="primary" loading={action.busy} onClick={submit}>{t('marketplace:dsm.import')}</Button>
            </InlineStack>
            <Card padding="0">
              <IndexTable
                resourceName={{ singular: t('marketplace:dsm.product'), plural: t('marketplace:dsm.listTitle') }}
                itemCount={rows.length}
                selectedItemsCount={allResourcesSelected ? 'All' : selectedResources.length}
                onSelectionChange={handleSelectionChange}
                headings={[
                  { title: t('marketplace:dsm.product') },
                  { title: t('marketplace:dsm.supplierItem') },
                  { title: t('marketplace:dsm.reviews'), alignment: 'end' },
                  { title: t('marketplace:dsm.withPhotos'), alignment: 'end' },
                  { title: t('marketplace:dsm.average'), alignment: 'end' },
                ]}
              >
                {rows.map((s, index) => (
                  <IndexTable.Row id={s.id} key={s.id} position={index} selected={selectedResources.includes(s.id)}>
                    <IndexTable.Cell>
                      <InlineStack gap="300" blockAlign="center" wrap={false}>
                        <Thumbnail source={s.product.image || ImageIcon} alt="" size="small" />
                        <Text as="span" fontWeight="medium">{s.product.title}</Text>
                      </InlineStack>
                    </IndexTable.Cell>
                    <IndexTable.Cell>
                      <Link url={s.supplier.url} external monochrome removeUnderline>{s.supplier.title}</Link>
                    </IndexTable.Cell>
                    <IndexTable.Cell><Text as="span" alignment="end" numeric>{s.review_count}</Text></IndexTable.Cell>
                    <IndexTable.Cell><Text as="span" alignment="end" numeric>{s.photo_review_count}</Text></IndexTable.Cell>
                    <IndexTable.Cell><Text as="span" alignment="end" numeric>{s.review_count ? s.average_rating.toFixed(1) : '–'}</Text></IndexTable.Cell>
                  </IndexTable.Row>
                ))}
              </IndexTable>
            </Card>
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
