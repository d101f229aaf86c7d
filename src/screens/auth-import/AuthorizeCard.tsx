import { Banner, BlockStack, Button, Card, Text } from '@shopify/polaris';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { authorizeCustomersTask } from '../../app/actors/request-import.actors';
import { useTask } from '../../ui/use-task';

/** Before the store granted reading its customers: why the app asks, and the button that asks. */
export function AuthorizeCard() {
  const { t } = useTranslation('requests');
  const router = useRouter();
  const authorize = useTask(authorizeCustomersTask);
  const allow = async () => {
    if (await authorize.run(undefined)) await router.invalidate();
  };
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">{t('customers.authTitle')}</Text>
        <Text as="p">{t('customers.authBody')}</Text>
        {authorize.error && (
          <Banner tone="critical" onDismiss={authorize.dismiss}>
            <p>{t('customers.authFailed', { message: authorize.error })}</p>
          </Banner>
        )}
        <div>
          <Button variant="primary" loading={authorize.busy} onClick={() => void allow()}>{t('customers.authorize')}</Button>
        </div>
      </BlockStack>
    </Card>
  );
}
