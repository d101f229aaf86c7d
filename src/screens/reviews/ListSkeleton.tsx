import { SkeletonBodyText, SkeletonThumbnail } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';

/** Rows of placeholders the size of the page being loaded (the list shows them instead of its empty state). */
export function ListSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="ra-list-skeleton" role="status" aria-label={t('loading.overlay')} data-testid="list-skeleton">
      {Array.from({ length: Math.max(1, rows) }, (_, i) => (
        <div key={i} className="ra-list-skeleton-row" data-skeleton-row="">
          <SkeletonThumbnail size="small" />
          <SkeletonBodyText lines={2} />
        </div>
      ))}
    </div>
  );
}

/** How many rows the page being loaded will have: the page size, or fewer on the last page of a known total. */
export function skeletonRows(page: number, perPage: number, total: number): number {
  if (total <= 0) return perPage;
  return Math.min(perPage, Math.max(1, total - (page - 1) * perPage));
}
