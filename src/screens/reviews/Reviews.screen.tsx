import { Card, Page, Tabs } from '@shopify/polaris';
import { ExportIcon, ImportIcon } from '@shopify/polaris-icons';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { exportReviewsTask } from '../../app/actors/reviews.tasks';
import { useRuntime } from '../../app/runtime-context';
import { downloadText } from '../../lib/download';
import { useTask } from '../../ui/use-task';
import { usePageTitle } from '../../ui/use-page-title';
import { QuestionsTab } from './QuestionsTab';
import { nextSearch, reviewFilterOf, sortOf, type ReviewSearch } from './review-search';
import { ReviewsTab } from './ReviewsTab';

const TABS = ['reviews', 'questions'] as const;

/** /reviewList: moderate reviews and questions; the list state lives in the address. */
export default function Reviews() {
  const { t } = useTranslation('reviews');
  const runtime = useRuntime();
  const navigate = useNavigate();
  const search = useSearch({ from: '/_admin/reviewList' });
  usePageTitle(t('title'));
  const tab = search.tab === 'questions' ? 'questions' : 'reviews';
  const update = useCallback(
    (change: Partial<ReviewSearch>, replace = false) =>
      void navigate({ to: '/reviewList', search: (prev) => nextSearch(prev, change), replace }),
    [navigate],
  );
  const exporting = useTask(exportReviewsTask);
  const exportCsv = async () => {
    const csv = await exporting.run({ filter: reviewFilterOf(search), sort: sortOf(search) });
    if (csv === undefined) return;
    downloadText(`reviews-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    runtime.toasts.send({ type: 'toast.show', toast: { content: t('export.done') } });
  };
  const { error: exportError, dismiss: dismissExportError } = exporting;
  useEffect(() => {
    if (!exportError) return;
    runtime.toasts.send({ type: 'toast.show', toast: { content: t('export.failed', { message: exportError }), error: true } });
    dismissExportError();
  }, [exportError, dismissExportError, runtime, t]);

  return (
    <Page
      title={t('title')}
      primaryAction={tab === 'reviews' ? { content: t('export.button'), icon: ExportIcon, loading: exporting.busy, onAction: () => void exportCsv() } : undefined}
      secondaryActions={[{ content: t('importReviews'), icon: ImportIcon, url: '/import' }]}
    >
      <Card padding="0">
        <Tabs
          tabs={TABS.map((id) => ({ id: `tab-${id}`, content: t(`tabs.${id}`), panelID: `panel-${id}` }))}
          selected={TABS.indexOf(tab)}
          onSelect={(index) => navigate({ to: '/reviewList', search: index === 1 ? { tab: 'questions' } : {} })}
        >
          <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`}>
            {tab === 'reviews' ? <ReviewsTab key="reviews" search={search} update={update} /> : <QuestionsTab key="questions" search={search} update={update} />}
          </div>
        </Tabs>
      </Card>
    </Page>
  );
}
