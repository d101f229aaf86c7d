import { Banner } from '@shopify/polaris';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_FAILURE_EN, localeFailuresOf } from '../app/locale-failures';
import { useRuntime } from '../app/runtime-context';

const NONE: readonly never[] = [];
const noSubscribe = () => () => undefined;

/**
 * Says that some texts of the page could not be loaded (after the loader's retries), with Try again
 * reloading them. Its words come from `common`, else from the bundled English, never a raw key.
 */
export function LocaleFailureBanner() {
  const { t } = useTranslation('common', { useSuspense: false });
  const runtime = useRuntime();
  const failures = localeFailuresOf(runtime.i18n);
  const failed = useSyncExternalStore(failures?.subscribe ?? noSubscribe, failures?.current ?? (() => NONE));
  const [retrying, setRetrying] = useState(false);
  if (!failures || failed.length === 0) return null;
  const text = (key: keyof typeof LOCALE_FAILURE_EN) => t(`localeFailure.${key}`, { defaultValue: LOCALE_FAILURE_EN[key] });
  const retry = () => {
    setRetrying(true);
    void failures.retry().finally(() => setRetrying(false));
  };
  return (
    <div className="ra-banners" data-testid="locale-failure">
      <Banner title={text('title')} tone="warning" action={{ content: text('retry'), onAction: retry, loading: retrying }}>
        <p>{text('body')}</p>
      </Banner>
    </div>
  );
}
