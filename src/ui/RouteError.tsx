import { Banner, Page } from '@shopify/polaris';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ApiError } from '../api/errors';
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
  // A data call canceled by a newer identical one (a link's preload racing its click) is not a
  // failure of the page: load it again instead of showing an error.
  const canceled = error instanceof ApiError && error.kind === 'canceled';
  useEffect(() => {
    if (!canceled) return;
    reset();
    void router.invalidate();
  }, [canceled, reset, router]);
  if (recovering || canceled) return <PageSpinner />;
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
