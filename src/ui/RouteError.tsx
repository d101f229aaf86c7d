import { Banner, Page } from '@shopify/polaris';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** A page whose data could not load: the message and a way to try again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  return (
    <Page narrowWidth>
      <Banner
        tone="critical"
        title={t('errors.pageTitle')}
        action={{
          content: t('errors.tryAgain'),
          onAction: () => {
            reset();
            void router.invalidate();
          },
        }}
      >
        <p>{error instanceof Error ? error.message : String(error)}</p>
      </Banner>
    </Page>
  );
}
