import { Card, EmptyState, Page } from '@shopify/polaris';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './use-page-title';
import { useRouteEntry } from './use-route-entry';

const ILLUSTRATION =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="226" height="160" viewBox="0 0 226 160"><rect x="33" y="20" width="160" height="120" rx="12" fill="#f1f1f1"/><path d="M70 60h86M70 80h60M70 100h72" stroke="#c9c9c9" stroke-width="8" stroke-linecap="round"/><circle cx="170" cy="110" r="18" fill="#ffd79d"/></svg>',
  );

/** A screen that is not built yet: its translated title and what will be there. */
export function PlaceholderPage({ primaryAction }: { /** Shown in the page header. */ primaryAction?: ReactNode }) {
  const entry = useRouteEntry();
  const ns = entry?.ns ?? 'common';
  const { t } = useTranslation([ns, 'common']);
  const title = entry ? t(`${ns}:${entry.titleKey}`) : '';
  usePageTitle(title);
  return (
    <Page title={title} primaryAction={primaryAction}>
      <Card>
        <EmptyState heading={t('common:placeholder.heading')} image={ILLUSTRATION}>
          <p>{t(`${ns}:placeholder`)}</p>
        </EmptyState>
      </Card>
    </Page>
  );
}
