import { Banner, Layout } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../app/runtime-context';
import { selectBanners } from '../../machines/ui/banners.selectors';

/** Shows the page's error banners; banners are raised only while this host is mounted. */
export function ErrorBannerHost() {
  const { t } = useTranslation('common');
  const runtime = useRuntime();
  const banners = useSelector(runtime.banners, selectBanners);
  useEffect(() => {
    runtime.banners.send({ type: 'banner.subscribe' });
    return () => runtime.banners.send({ type: 'banner.unsubscribe' });
  }, [runtime]);
  if (banners.length === 0) return null;
  const retry = () => {
    if (runtime.host.embedded) runtime.host.navigateExternal(runtime.host.storeAdminAppUrl(runtime.path.current));
    else window.location.reload();
  };
  return (
    <div className="ra-banners" data-testid="error-banners">
      <Layout>
        {banners.map((b) => (
          <Layout.Section key={b.key || 'single'}>
            <Banner
              title={b.isRefresh ? t('banner.networkRefresh') : b.title === 'Error' ? t('errors.title') : b.title}
              tone={b.tone}
              onDismiss={() => runtime.banners.send({ type: 'banner.dismiss', key: b.key })}
              action={b.isRefresh ? { content: t('errors.tryAgain'), onAction: retry } : { content: t('banner.chat'), url: 'mailto:support@example.com' }}
            >
              {!b.isRefresh && <p>{b.subtitle}</p>}
            </Banner>
          </Layout.Section>
        ))}
      </Layout>
    </div>
  );
}
