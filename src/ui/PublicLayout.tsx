import { Frame } from '@shopify/polaris';
import { Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { PageSpinner } from './PageSpinner';
import { ToastHost } from './ToastHost';

/** Pages without the admin layout: login, /auth and the public pages. */
export function PublicLayout() {
  return (
    <Frame>
      <div className="ra-public" data-testid="public-main">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
      <ToastHost />
    </Frame>
  );
}
