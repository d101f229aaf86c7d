import { Button, EmptySearchResult, EmptyState } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { ILLUSTRATION } from '../../ui/illustration';

/** What an empty list says: nothing matches the filters, nothing deleted, or nothing yet. */
export function ListEmptyState({ kind, filtered, deleted, onClear }: {
  kind: 'reviews' | 'questions';
  /** Filters or a keyword are applied. */
  filtered: boolean;
  /** The recently deleted view. */
  deleted: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation('reviews');
  if (deleted) return <EmptySearchResult title={t('empty.deletedTitle')} description={t('empty.deletedBody')} withIllustration={false} />;
  if (filtered) {
    return (
      <div className="ra-empty-filtered">
        <EmptySearchResult title={t(`empty.${kind}FilteredTitle`)} description={t('empty.filteredBody')} withIllustration />
        <Button onClick={onClear}>{t('filters.clearAll')}</Button>
      </div>
    );
  }
  return (
    <EmptyState
      heading={t(`empty.${kind}Title`)}
      image={ILLUSTRATION}
      action={kind === 'reviews' ? { content: t('empty.import'), url: '/import' } : undefined}
      secondaryAction={kind === 'reviews' ? { content: t('empty.collect'), url: '/collect' } : undefined}
    >
      <p>{t(`empty.${kind}Body`)}</p>
    </EmptyState>
  );
}
