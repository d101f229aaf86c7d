import { Banner, Page } from '@shopify/polaris';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError, recoverFromAssetFailure } from '../app/asset-failure';
import { useRuntime } from '../app/runtime-context';
import { PageSpinner } from './PageSpinner';

/** A page whose data could not load: the message and a way to try again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const runtime = useRuntime();
  const [recovering] = useState(() => isChunkLoadError(error) && recoverFromAssetFailure(runtime, router.state.location.pathname));
  if (recovering) return <PageSpinner />;
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
