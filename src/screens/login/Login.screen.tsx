import { Banner, BlockStack, Button, Card, Form, FormLayout, Page, Text, TextField } from '@shopify/polaris';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../app/runtime-context';
import { normalizeShopDomain } from '../../lib/shop-domain';
import { usePageTitle } from '../../ui/use-page-title';

/** Standalone login: the merchant enters the shop domain and authorises the app. */
export default function Login() {
  const { t } = useTranslation('auth');
  const runtime = useRuntime();
  const search = useSearch({ strict: false }) as Record<string, string | undefined>;
  const [shop, setShop] = useState(search.shop ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePageTitle(t('login.title'));

  const submit = async () => {
    const domain = normalizeShopDomain(shop);
    if (!domain) {
      setFieldError(t('login.invalidShop'));
      return;
    }
    setFieldError(null);
    setFailure(null);
    setBusy(true);
    try {
      const origin = window.location.origin;
      const answer = await runtime.api.auth.login({ shop: domain, redirect_url: `${origin}/auth`, url: window.location.href });
      if (answer.is_authorization_required === 1 && answer.redirect_url) {
        runtime.host.navigateExternal(answer.redirect_url);
        return;
      }
      setFailure(t('login.failed', { message: '' }));
    } catch (error) {
      setFailure(t('login.failed', { message: error instanceof Error ? error.message : String(error) }));
    }
    setBusy(false);
  };

  return (
    <Page narrowWidth>
      <div className="ra-login">
        <Card>
          <BlockStack gap="400">
            <BlockStack gap="100">
              <Text as="h1" variant="headingLg">
                {t('login.title')}
              </Text>
              <Text as="p" tone="subdued">
                {t('login.subtitle')}
              </Text>
            </BlockStack>
            {failure && (
              <Banner tone="critical" title={t('login.failedTitle')} onDismiss={() => setFailure(null)}>
                <p>{failure}</p>
              </Banner>
            )}
            <Form onSubmit={() => void submit()}>
              <FormLayout>
                <TextField
                  label={t('login.shopLabel')}
                  name="shop"
                  value={shop}
                  onChange={(v) => {
                    setShop(v);
                    if (fieldError) setFieldError(null);
                  }}
                  placeholder="your-store.myshopify.com"
                  helpText={t('login.shopHelp')}
                  autoComplete="url"
                  error={fieldError ?? undefined}
                  autoFocus
                />
                <Button submit variant="primary" loading={busy} fullWidth>
                  {t('login.submit')}
                </Button>
              </FormLayout>
            </Form>
          </BlockStack>
        </Card>
      </div>
    </Page>
  );
}
