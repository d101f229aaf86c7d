import { Frame } from '@shopify/polaris';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useHeaderShow, useIsSection, useIsSuperAdmin, useRuntime, useStartupState } from '../app/runtime-context';
import { footerMarginTop, footerVisible, topBarVisible } from '../routes/layout-rules';
import { ConnectingSpinner } from './ConnectingSpinner';
import { ErrorBannerHost } from './ErrorBannerHost';
import { LoadingOverlay } from './LoadingOverlay';
import { LocaleFailureBanner } from './LocaleFailureBanner';
import { LazyDiscount, LazyResourcePicker } from './LazyParts';
import { Footer } from './Footer';
import { PageSpinner } from './PageSpinner';
import { StartupFailed } from './StartupFailed';
import { SupportChatHost } from './support-chat/SupportChatHost';
import { ToastHost } from './ToastHost';
import { TopBar } from './TopBar';
import { useNarrow } from './use-narrow';

/** The admin shell: startup spinner, top bar, the page, footer and toasts. */
export function AdminLayout() {
  const runtime = useRuntime();
  const state = useStartupState();
  const superAdmin = useIsSuperAdmin();
  const narrow = useNarrow();
  const section = useIsSection();
  const headerShow = useHeaderShow();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The footer waits for the first page: under a page still loading it would sit in view, then jump.
  const firstPageShown = useRouterState({ select: (s) => s.resolvedLocation !== undefined });

  if (state === 'failed') return <StartupFailed />;
  if (state !== 'ready') return <ConnectingSpinner />;

  const showTopBar = topBarVisible({
    embedded: runtime.host.embedded,
    superAdmin,
    pathname,
    headerShow,
  });
  return (
    <Frame topBar={showTopBar ? <TopBar narrow={narrow} /> : undefined}>
      <div className={narrow ? 'ra-main ra-narrow' : 'ra-main'} data-testid="admin-main">
        {/* First in the page: a floating tab when wide, a strip at the top of the page when narrow. */}
        {!section && <LazyDiscount />}
        <ErrorBannerHost />
        <LocaleFailureBanner />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
        {firstPageShown && footerVisible(pathname) && <Footer marginTop={footerMarginTop(pathname)} />}
      </div>
      <LazyResourcePicker />
      <LoadingOverlay />
      <ToastHost />
      <SupportChatHost />
    </Frame>
  );
}
