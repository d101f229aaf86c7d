import { Banner, Layout } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../app/runtime-context';
import type { ErrorBanner } from '../../machines/ui/banners.machine';
import { selectBanners } from '../../machines/ui/banners.selectors';
import { useSupportChatAction } from './support-chat/use-support-chat';

/** One error banner: 'network error, refresh' with Try again, or the message with Chat support (and Try again when the page can retry). */
function ErrorBannerItem({ banner, onRetry }: { banner: ErrorBanner; onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation('common');
  const runtime = useRuntime();
  const chat = useSupportChatAction(banner.isRefresh ? null : banner.subtitle);
  const reload = () => {
    if (runtime.host.embedded) runtime.host.navigateExternal(runtime.host.storeAdminAppUrl(runtime.path.current));
    else window.location.reload();
  };
  const tryAgain = { content: t('errors.tryAgain'), onAction: onRetry ?? reload };
  const title = banner.isRefresh ? t('banner.networkRefresh') : banner.title === 'Error' ? t('errors.title') : banner.title;
  return (
    <Banner
      title={title}
      tone={banner.tone}
      onDismiss={() => runtime.banners.send({ type: 'banner.dismiss', key: banner.key })}
      action={banner.isRefresh || onRetry ? tryAgain : chat}
      secondaryAction={!banner.isRefresh && onRetry ? chat : undefined}
    >
      {!banner.isRefresh && <p>{banner.subtitle}</p>}
    </Banner>
  );
}

/**
 * Shows the page's error banners; banners are raised only while a host is mounted. `onRetry`
 * gives the banners a Try again that retries what failed (else a network error reloads the page).
 */
export function ErrorBannerHost({ onRetry }: { onRetry?: () => void } = {}) {
  const runtime = useRuntime();
  const banners = useSelector(runtime.banners, selectBanners);
  useEffect(() => {
    runtime.banners.send({ type: 'banner.subscribe' });
    return () => runtime.banners.send({ type: 'banner.unsubscribe' });
  }, [runtime]);
  if (banners.length === 0) return null;
  return (
    <div className="ra-banners" data-testid="error-banners">
      <Layout>
        {banners.map((b) => (
          <Layout.Section key={b.key || 'single'}>
            <ErrorBannerItem banner={b} onRetry={onRetry} />
          </Layout.Section>
        ))}
      </Layout>
    </div>
  );
}
