import { Banner, BlockStack, Page, Text } from '@shopify/polaris';
import { useLoaderData, useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '../../contract/marketplace';
import { publicImportTask, publicProductsTask } from '../../app/actors/marketplace.tasks';
import { useTask } from '../../ui/use-task';
import { usePageTitle } from '../../ui/use-page-title';
import { MarketplaceFlow } from '../marketplace-import/MarketplaceFlow';
import type { BookmarkPageData } from './bookmark.loader';
import { ProductSearch } from './ProductSearch';

/** The public page a bookmarklet opens on a marketplace item page: choose a product, filter, import. */
export function BookmarkImport({ titleKey }: { /** Title key in the `public` namespace. */ titleKey: string }) {
  const { t } = useTranslation(['public', 'marketplace']);
  const router = useRouter();
  const data = useLoaderData({ strict: false }) as BookmarkPageData;
  const title = t(`public:${titleKey}`);
  usePageTitle(title);
  const [product, setProduct] = useState<PublicProduct | null>(null);
  const key = data.state === 'ready' ? data.key : '';
  const { run: findProducts } = useTask(publicProductsTask);
  const importTask = useTask(publicImportTask);
  const search = useCallback(
    async (keyword: string) => {
      const items = await findProducts({ key, keyword });
      if (!items) throw new Error('product search failed');
      return items;
    },
    [findProducts, key],
  );

  if (data.state === 'problem') {
    return (
      <Page title={title} narrowWidth>
        <Banner
          tone="critical"
          title={t('public:bookmark.problemTitle')}
          action={data.retry ? { content: t('marketplace:import.retry'), onAction: () => void router.invalidate() } : { content: t('public:bookmark.adminLink'), url: '/import/bookmark_import' }}
        >
          <BlockStack gap="100">
            <p>{t(data.messageKey)}</p>
            {data.message && <p>{data.message}</p>}
          </BlockStack>
        </Banner>
      </Page>
    );
  }
  const { item } = data;
  return (
    <Page title={title} narrowWidth>
      <BlockStack gap="400">
        <Text as="p" tone="subdued">{t('public:bookmark.intro')}</Text>
        <MarketplaceFlow
          item={item}
          productId={product?.id ?? null}
          productChooser={<ProductSearch initial={data.products} search={search} selected={product} onSelect={setProduct} />}
          importer={{ ...importTask, run: (choice) => importTask.run({ key: data.key, marketplace: item.marketplace, request: { url: item.url, product_id: product!.id, ...choice } }) }}
          resultExtra={t('public:bookmark.resultDone')}
          showReviewsLink={false}
        />
      </BlockStack>
    </Page>
  );
}
