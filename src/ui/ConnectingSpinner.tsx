import { Spinner, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';

/** The startup spinner: 'Connecting to shopify ...' until every startup call has finished. */
export function ConnectingSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="ra-center" role="status" aria-live="polite" data-testid="connecting">
      <Spinner size="large" accessibilityLabel={t('loading.connecting')} />
      <Text as="p" tone="subdued">
        {t('loading.connecting')}
      </Text>
    </div>
  );
}
