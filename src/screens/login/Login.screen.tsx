import { Banner, BlockStack, Button, Card, Form, FormLayout, Page, Text, TextField } from '@shopify/polaris';
import { useSearch } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLoginBusy, selectLoginFailure, selectLoginInvalidShop, selectLoginShop } from '../../../machines/auth/login.selectors';
import { loginMachineFor } from '../../app/actors/login.actors';
import { useRuntime } from '../../app/runtime-context';
import { usePageTitle } from '../../ui/use-page-title';

/** Standalone login: the merchant enters the shop domain and authorises the app. */
export default function Login() {
  const { t } = useTranslation('auth');
  const runtime = useRuntime();
  const search = useSearch({ strict: false }) as Record<string, string | undefined>;
  const [machine] = useState(() => loginMachineFor(runtime));
  const login = useActorRef(machine, { input: { shop: search.shop ?? '' } });
  const shop = useSelector(login, selectLoginShop);
  const invalidShop = useSelector(login, selectLoginInvalidShop);
  const failureMessage = useSelector(login, selectLoginFailure);
  const busy = useSelector(login, selectLoginBusy);
  const failure = failureMessage === null ? null : t('login.failed', { message: failureMessage });
  usePageTitle(t('login.title'));

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
              <Banner
                tone="critical"
                title={t('login.failedTitle')}
                action={{ content: t('auth.retry'), onAction: () => login.send({ type: 'login.retry' }) }}
                onDismiss={() => login.send({ type: 'login.dismissError' })}
              >
                <p>{failure}</p>
              </Banner>
            )}
            <Form onSubmit={() => login.send({ type: 'login.submit' })}>
              <FormLayout>
                <TextField
                  label={t('login.shopLabel')}
                  name="shop"
                  value={shop}
                  onChange={(v) => login.send({ type: 'login.change', shop: v })}
                  placeholder="your-store.myshopify.com"
                  helpText={t('login.shopHelp')}
                  autoComplete="url"
                  error={invalidShop ? t('login.invalidShop') : undefined}
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
