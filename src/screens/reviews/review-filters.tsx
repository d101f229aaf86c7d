import { BlockStack, Button, ChoiceList, InlineStack, Text, TextField } from '@shopify/polaris';
import type { AppliedFilterInterface, FilterInterface } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import type { ReviewCounts } from '../../contract/reviews';
import { useRuntime } from '../../app/runtime-context';
import { formatDate, formatNumber } from '../../lib/format';
import { ratingsOf, SOURCES, sourcesOf, type ReviewSearch } from './review-search';

type Update = (change: Partial<ReviewSearch>) => void;

/** The filters of the review list (rating, source, media, verified, product, date) and the pills of those applied. */
export function useReviewFilters(search: ReviewSearch, counts: ReviewCounts | null, update: Update) {
  const { t, i18n } = useTranslation('reviews');
  const runtime = useRuntime();
  const n = (value: number | undefined) => (value === undefined ? '' : ` (${formatNumber(i18n.language, value)})`);
  const ratings = ratingsOf(search).map(String);
  const sources = sourcesOf(search);

  const chooseProduct = async () => {
    const picked = await runtime.pickResources({ type: 'product', multiple: false, filter: { archived: true, draft: true } });
    const product = picked?.items[0];
    if (product) update({ product: product.id, product_title: 'title' in product ? product.title : product.id });
  };

  const filters: FilterInterface[] = [
    {
      key: 'rating',
      label: t('filters.rating'),
      shortcut: true,
      filter: (
        <ChoiceList
          title={t('filters.rating')}
          titleHidden
          allowMultiple
          choices={['5', '4', '3', '2', '1'].map((r) => ({
            value: r,
            label: `${t('review.stars', { count: Number(r) })}${n(counts?.rating[r as '1'])}`,
          }))}
          selected={ratings}
          onChange={(value) => update({ rating: value.join(',') || undefined })}
        />
      ),
    },
    {
      key: 'source',
      label: t('filters.source'),
      shortcut: true,
      filter: (
        <ChoiceList
          title={t('filters.source')}
          titleHidden
          allowMultiple
          choices={SOURCES.map((s) => ({ value: s, label: `${t(`source.${s}`)}${n(counts?.source[s])}` }))}
          selected={sources}
          onChange={(value) => update({ source: value.join(',') || undefined })}
        />
      ),
    },
    {
      key: 'media',
      label: t('filters.media'),
      filter: (
        <ChoiceList
          title={t('filters.media')}
          titleHidden
          choices={[
            { value: '1', label: `${t('filters.withMedia')}${n(counts?.media)}` },
            { value: '0', label: t('filters.withoutMedia') },
          ]}
          selected={search.media ? [search.media] : []}
          onChange={([value]) => update({ media: value })}
        />
      ),
    },
    {
      key: 'verified',
      label: t('filters.verified'),
      filter: (
        <ChoiceList
          title={t('filters.verified')}
          titleHidden
          choices={[
            { value: '1', label: `${t('filters.verifiedOnly')}${n(counts?.verified)}` },
            { value: '0', label: t('filters.unverifiedOnly') },
          ]}
          selected={search.verified ? [search.verified] : []}
          onChange={([value]) => update({ verified: value })}
        />
      ),
    },
    {
      key: 'product',
      label: t('filters.product'),
      filter: (
        <BlockStack gap="200">
          {search.product_title && <Text as="p">{search.product_title}</Text>}
          <InlineStack gap="200">
            <Button onClick={() => void chooseProduct()}>{t(search.product ? 'filters.changeProduct' : 'filters.chooseProduct')}</Button>
          </InlineStack>
        </BlockStack>
      ),
    },
    {
      key: 'date',
      label: t('filters.date'),
      filter: (
        <BlockStack gap="200">
          <TextField label={t('filters.from')} type="date" value={search.from ?? ''} max={search.to} autoComplete="off" onChange={(v) => update({ from: v || undefined })} />
          <TextField label={t('filters.to')} type="date" value={search.to ?? ''} min={search.from} autoComplete="off" onChange={(v) => update({ to: v || undefined })} />
        </BlockStack>
      ),
    },
  ];

  const applied: AppliedFilterInterface[] = [];
  if (ratings.length) applied.push({ key: 'rating', label: t('filters.ratingPill', { ratings: ratings.join(', ') }), onRemove: () => update({ rating: undefined }) });
  if (sources.length) {
    applied.push({ key: 'source', label: sources.map((s) => t(`source.${s}`)).join(', '), onRemove: () => update({ source: undefined }) });
  }
  if (search.media) applied.push({ key: 'media', label: t(search.media === '1' ? 'filters.withMedia' : 'filters.withoutMedia'), onRemove: () => update({ media: undefined }) });
  if (search.verified) {
    applied.push({ key: 'verified', label: t(search.verified === '1' ? 'filters.verifiedOnly' : 'filters.unverifiedOnly'), onRemove: () => update({ verified: undefined }) });
  }
  if (search.product) {
    applied.push({
      key: 'product',
      label: t('filters.productPill', { product: search.product_title ?? search.product }),
      onRemove: () => update({ product: undefined, product_title: undefined }),
    });
  }
  if (search.from || search.to) {
    applied.push({
      key: 'date',
      label: t('filters.datePill', { from: pillDate(i18n.language, search.from), to: pillDate(i18n.language, search.to) }),
      onRemove: () => update({ from: undefined, to: undefined }),
    });
  }
  const clearAll = () =>
    update({ rating: undefined, source: undefined, media: undefined, verified: undefined, product: undefined, product_title: undefined, from: undefined, to: undefined, q: undefined });
  return { filters, applied, clearAll };
}

/** A date of the filter pill the language's way (the URL keeps `YYYY-MM-DD`); "…" when open-ended. */
function pillDate(language: string, day: string | undefined): string {
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(language, `${day}T12:00:00`) : '…';
}
