import { BlockStack, Button, Card, ChoiceList, InlineStack, Layout, Page, Text, Thumbnail } from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { useLoaderData } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChosenProduct, ReviewRequestProducts as Value } from '../../contract/collect';
import type { ProductRating } from '../../contract/products';
import { formatNumber } from '../../lib/format';
import { reviewRequestProductsSave } from '../../app/actors/save-bar.actors';
import { useRuntime } from '../../app/runtime-context';
import { SaveBar } from '../../ui/SaveBar';
import { SaveErrorBanner } from '../../ui/SaveErrorBanner';
import { usePageTitle } from '../../ui/use-page-title';
import { useSaveBar } from '../../ui/use-save-bar';
import { chosenFromPicker, selectionIdsOf } from './chosen-products';

/** Most products a merchant may choose here. */
export const MAX_CHOSEN_PRODUCTS = 50;

/** /collect/review_request_product: which products get review-request emails. */
export default function ReviewRequestProducts() {
  const { t, i18n } = useTranslation(['collect', 'common']);
  const runtime = useRuntime();
  const data = useLoaderData({ strict: false }) as Value & { ratings?: ProductRating[] };
  const ratings = useMemo(() => new Map((data.ratings ?? []).map((r) => [r.product_id, r])), [data]);
  usePageTitle(t('collect:pages.reviewRequestProduct'));
  const current = useMemo(() => ({ mode: data.mode, products: data.products, version: data.version }), [data]);
  const save = reviewRequestProductsSave(runtime);
  const { actor, values } = useSaveBar(current, async (input) => {
    const saved = await save(input);
    runtime.toasts.send({ type: 'toast.show', toast: { content: t('collect:requestProducts.saved') } });
    return saved;
  });
  const mode = values.mode as Value['mode'];
  const products = values.products as ChosenProduct[];
  const set = (key: string, value: unknown) => actor.send({ type: 'saveBar.change', key, value });

  const pick = async () => {
    const result = await runtime.pickResources({ type: 'product', multiple: MAX_CHOSEN_PRODUCTS, selectionIds: selectionIdsOf(products) });
    if (result) set('products', chosenFromPicker(result, products));
  };

  return (
    <Page title={t('collect:pages.reviewRequestProduct')} backAction={{ content: t('collect:title'), url: '/collect' }}>
      <SaveBar actor={actor} />
      <Layout>
        <SaveErrorBanner
          actor={actor}
          describeConflict={(theirs) => {
            const other = theirs as Partial<Value>;
            return [
              ...(other.mode ? [`${t('collect:requestProducts.modeTitle')}: ${t(`collect:requestProducts.modes.${other.mode}`)}`] : []),
              ...(other.products?.length ? [other.products.map((p) => p.title).join(', ')] : []),
            ];
          }}
        />
        <Layout.Section>
          <Card>
            <ChoiceList
              title={t('collect:requestProducts.modeTitle')}
              choices={(['all', 'only', 'except'] as const).map((m) => ({ label: t(`collect:requestProducts.modes.${m}`), value: m }))}
              selected={[mode]}
              onChange={([m]) => set('mode', m)}
            />
          </Card>
        </Layout.Section>
        {mode !== 'all' && (
          <Layout.Section>
            <Card>
              <BlockStack gap="300">
                <InlineStack align="space-between" blockAlign="center">
                  <Text as="h2" variant="headingSm">
                    {t('collect:requestProducts.listTitle', { count: products.length, max: MAX_CHOSEN_PRODUCTS })}
                  </Text>
                  <Button onClick={() => void pick()}>{t('collect:requestProducts.add')}</Button>
                </InlineStack>
                {products.length === 0 ? (
                  <Text as="p" tone="subdued">{t('collect:requestProducts.none')}</Text>
                ) : (
                  <ul className="ra-picker-list" data-testid="chosen-products">
                    {products.map((p) => (
                      <li key={p.id} className="ra-picker-row">
                        <InlineStack gap="300" blockAlign="center" align="space-between" wrap={false}>
                          <InlineStack gap="300" blockAlign="center" wrap={false}>
                            <Thumbnail source={p.image || ImageIcon} alt="" size="small" />
                            <BlockStack>
                              <Text as="span" fontWeight="medium">{p.title}</Text>
                              <Text as="span" tone="subdued">
                                {p.variantIds.length
                                  ? t('collect:requestProducts.someVariants', { count: p.variantIds.length, total: p.totalVariants })
                                  : t('collect:requestProducts.allVariants')}
                              </Text>
                              {ratings.has(p.id) && (
                                <Text as="span" tone="subdued">
                                  {t('collect:requestProducts.rating', {
                                    average: formatNumber(i18n.language, ratings.get(p.id)!.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                                    count: formatNumber(i18n.language, ratings.get(p.id)!.count),
                                  })}
                                </Text>
                              )}
                            </BlockStack>
                          </InlineStack>
                          <Button variant="plain" tone="critical" onClick={() => set('products', products.filter((x) => x.id !== p.id))} accessibilityLabel={t('collect:requestProducts.remove', { title: p.title })}>
                            {t('collect:requestProducts.removeShort')}
                          </Button>
                        </InlineStack>
                      </li>
                    ))}
                  </ul>
                )}
              </BlockStack>
            </Card>
          </Layout.Section>
        )}
      </Layout>
    </Page>
  );
}
