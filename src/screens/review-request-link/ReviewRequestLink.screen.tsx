import { BlockStack, Button, Card, Layout, Page, Text, TextField } from '@shopify/polaris';
import { useLoaderData, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../app/runtime-context';
import { usePageTitle } from '../../ui/use-page-title';
import { ProductChoice } from '../manual-send/ProductChoice';
import { QrCard } from './QrCard';

const FIELD_ID = 'review-request-link-url';

/** The file name of the QR code downloads: the product's id number, or the shop. */
const fileBaseOf = (productId: string | null) => `review-link-${productId ? (productId.split('/').pop() ?? 'product') : 'shop'}-qr`;

/** /collect/review_request_link: a shareable link to the review form of a product or the whole shop, with its QR code. */
export default function ReviewRequestLink() {
  const { t } = useTranslation(['requests', 'collect']);
  const runtime = useRuntime();
  const navigate = useNavigate();
  const link = useLoaderData({ from: '/_admin/collect/review_request_link' });
  usePageTitle(t('collect:pages.reviewRequestLink'));
  const product = link.productId ? { id: link.productId, title: link.productTitle ?? link.productId } : null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      runtime.toasts.send({ type: 'toast.show', toast: { content: t('requests:link.copied') } });
    } catch {
      runtime.toasts.send({ type: 'toast.show', toast: { content: t('requests:link.copyFailed'), error: true } });
    }
  };

  return (
    <Page title={t('collect:pages.reviewRequestLink')} backAction={{ content: t('collect:title'), url: '/collect' }}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <Text as="p" tone="subdued">{t('requests:link.intro')}</Text>
            <Card>
              <BlockStack gap="400">
                <ProductChoice
                  product={product}
                  onChange={(p) => void navigate({ to: '/collect/review_request_link', search: p ? { product: p.id } : {} })}
                  label={t('requests:link.productTitle')}
                  shopLabel={t('requests:link.wholeShop')}
                  chooseLabel={t('requests:link.chooseProduct')}
                  clearLabel={t('requests:link.useShop')}
                />
                <TextField
                  id={FIELD_ID}
                  label={t('requests:link.linkLabel')}
                  value={link.url}
                  readOnly
                  autoComplete="off"
                  onFocus={(event) => {
                    if (event?.target instanceof HTMLInputElement) event.target.select();
                  }}
                  connectedRight={<Button onClick={() => void copy()}>{t('requests:link.copy')}</Button>}
                />
              </BlockStack>
            </Card>
          </BlockStack>
        </Layout.Section>
        <Layout.Section variant="oneThird">
          <QrCard url={link.url} fileBase={fileBaseOf(link.productId)} />
        </Layout.Section>
      </Layout>
    </Page>
  );
}
