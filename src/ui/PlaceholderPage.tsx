import { Card, EmptyState, Page } from '@shopify/polaris';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ILLUSTRATION } from './illustration';
import { usePageTitle } from './use-page-title';
import { useRouteEntry } from './use-route-entry';


/** A screen that is not built yet: its translated title and what will be there. */
export function PlaceholderPage({ primaryAction }: { /** Shown in the page header. */ primaryAction?: ReactNode }) {
  const entry = useRouteEntry();
  const ns = entry?.ns ?? 'common';
  const { t } = useTranslation([ns, 'common']);
  const title = entry?.titleKey ? t(`${ns}:${entry.titleKey}`) : '';
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
