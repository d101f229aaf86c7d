import { Banner, BlockStack, Button, Card, Form, FormLayout, InlineStack, Layout, Page, Text, TextField } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketplaceItem } from '../../contract/marketplace';
import type { PickedProduct } from '../../../machines/resource-picker/resource-picker.types';
import { fetchMarketplaceItemTask, marketplaceImportTask } from '../../app/actors/marketplace.tasks';
import { useRuntime } from '../../app/runtime-context';
import { checkMarketplaceLink } from '../../contract/marketplace-link';
import { usePageTitle } from '../../ui/use-page-title';
import { useTask } from '../../ui/use-task';
import { Bookmarklets } from './Bookmarklets';
import { MarketplaceFlow } from './MarketplaceFlow';
import { ProductChoice, type ChosenProduct } from './ProductChoice';
import { selectReviewsApiKey } from '../../../machines/startup/startup.selectors';

/** /import/bookmark_import: the bookmarklets, and the same import in the admin from a pasted product link. */
export default function MarketplaceImport() {
  const { t } = useTranslation(['marketplace', 'common']);
  const runtime = useRuntime();
  usePageTitle(t('marketplace:title'));
  const apiKey = useSelector(runtime.startup, selectReviewsApiKey);
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [item, setItem] = useState<MarketplaceItem | null>(null);
  const [product, setProduct] = useState<ChosenProduct | null>(null);
  const load = useTask(fetchMarketplaceItemTask);
  const importTask = useTask(marketplaceImportTask);
  const appOrigin = new URL(runtime.config.apiBase, window.location.href).origin;

  const submit = () => {
    const check = checkMarketplaceLink(link);
    if (!check.ok) {
      setLinkError(t(`marketplace:${check.key}`));
      return;
    }
    setLinkError(null);
    void load.run(check.url).then((answer) => answer && setItem(answer));
  };
  const choose = async () => {
    const picked = await runtime.pickResources({ type: 'product', multiple: false, ...(product ? { selectionIds: [{ id: product.id }] } : {}) });
    const p = picked?.items[0] as PickedProduct | undefined;
    if (p) setProduct({ id: p.id, title: p.title, image: p.featured_media?.src ?? null });
  };

  return (
    <Page title={t('marketplace:title')} backAction={{ content: t('marketplace:back'), url: '/import' }}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <Bookmarklets appOrigin={appOrigin} apiKey={apiKey} />
            <Card>
              <Form onSubmit={submit}>
                <FormLayout>
                  <Text as="h2" variant="headingMd">{t('marketplace:paste.title')}</Text>
                  <TextField
                    label={t('marketplace:paste.label')}
                    value={link}
                    onChange={(v) => setLink(v)}
                    autoComplete="off"
                    type="url"
                    placeholder={t('marketplace:paste.placeholder')}
                    helpText={t('marketplace:paste.help')}
                    error={linkError ?? undefined}
                  />
                  <InlineStack align="end">
                    <Button submit variant="primary" loading={load.busy}>{t('marketplace:paste.submit')}</Button>
                  </InlineStack>
                </FormLayout>
              </Form>
            </Card>
            {load.error && (
              <Banner
                tone="critical"
                title={t('marketplace:import.loadFailedTitle')}
                action={{ content: t('marketplace:import.retry'), onAction: submit }}
                onDismiss={load.dismiss}
              >
                <p>{load.error}</p>
              </Banner>
            )}
            {item && (
              <MarketplaceFlow
                key={item.url}
                item={item}
                productId={product?.id ?? null}
                productChooser={<ProductChoice product={product} onChoose={() => void choose()} />}
                importer={{ ...importTask, run: (choice) => importTask.run({ url: item.url, product_id: product!.id, ...choice }) }}
              />
            )}
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
