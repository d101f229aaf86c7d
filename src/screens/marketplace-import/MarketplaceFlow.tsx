import { Banner, BlockStack, Button, Card, Checkbox, InlineStack, Link, Select, Text } from '@shopify/polaris';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketplaceImportResult, MarketplaceItem } from '../../contract/marketplace';
import { useRuntime } from '../../app/runtime-context';
import type { TaskHandle } from '../../ui/use-task';
import { CountryFilter } from './CountryFilter';
import { ImportResult } from './ImportResult';
import { ReviewPreview } from './ReviewPreview';
import { chosenIds, DEFAULT_FILTERS, MIN_RATING_OPTIONS, visibleReviews, type ReviewFilters } from './review-selection';

/** What the flow sends to the import: the filters and the chosen review ids. */
export interface ImportChoice {
  min_rating: number;
  with_photos_only: boolean;
  review_ids: string[];
  /** ISO alpha-2 codes of the countries whose reviews to import; empty: every country. */
  countries: string[];
}

/**
 * The reviews of one marketplace item: choose the store product, filter, leave reviews out,
 * import, and see the result. The page supplies the product chooser and the import call.
 */
export function MarketplaceFlow(props: {
  item: MarketplaceItem;
  /** The chosen store product (gid), or null. */
  productId: string | null;
  /** The product chooser. */
  productChooser: ReactNode;
  /** The import task: runs with the merchant's choice (the page adds the item and product). */
  importer: TaskHandle<ImportChoice, MarketplaceImportResult>;
  resultExtra?: string;
  showReviewsLink?: boolean;
}) {
  const { t } = useTranslation('marketplace');
  const runtime = useRuntime();
  const { item } = props;
  const [filters, setFilters] = useState<ReviewFilters>(DEFAULT_FILTERS);
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<MarketplaceImportResult | null>(null);
  const [tried, setTried] = useState(false);
  const action = props.importer;
  const shown = useMemo(() => visibleReviews(item.reviews, filters), [item.reviews, filters]);
  const chosen = chosenIds(shown, excluded);
  const marketplace = t(`item.marketplace.${item.marketplace}`);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(excluded);
    if (on) next.delete(id);
    else next.add(id);
    setExcluded(next);
  };
  const all = (on: boolean) => setExcluded(on ? new Set() : new Set(shown.map((r) => r.id)));
  const submit = () => {
    setTried(true);
    if (!props.productId || chosen.length === 0) return;
    const choice = { min_rating: filters.minRating, with_photos_only: filters.withPhotosOnly, review_ids: chosen, countries: filters.countries };
    void action.run(choice).then((answer) => {
      if (!answer) return;
      setResult(answer);
      runtime.toasts.send({ type: 'toast.show', toast: { content: t('result.toast', { count: answer.imported }) } });
    });
  };

  const ratingOptions = MIN_RATING_OPTIONS.map((n) => ({
    value: String(n),
    label: n === 1 ? t('filters.anyRating') : n === 5 ? t('filters.onlyFive') : t('filters.atLeast', { count: n }),
  }));

  return (
    <BlockStack gap="400">
      <Card>
        <BlockStack gap="300">
          <InlineStack align="space-between" blockAlign="center" gap="200">
            <Text as="h2" variant="headingMd">{t('item.heading', { title: item.title })}</Text>
            <Link url={item.url} external>{t('item.open')}</Link>
          </InlineStack>
          <Text as="p" tone="subdued">{t('item.source', { marketplace })}</Text>
          {item.reviews.length === 0 && <Banner tone="info"><p>{t('item.none')}</p></Banner>}
        </BlockStack>
      </Card>
      {item.reviews.length > 0 && (
        <>
          <Card>
            <BlockStack gap="200">
              {props.productChooser}
              {tried && !props.productId && <Text as="p" tone="critical">{t('product.required')}</Text>}
            </BlockStack>
          </Card>
          <Card>
            <BlockStack gap="300">
              <Text as="h3" variant="headingSm">{t('filters.title')}</Text>
              <InlineStack gap="400" blockAlign="end">
                <Select
                  label={t('filters.minRating')}
                  options={ratingOptions}
                  value={String(filters.minRating)}
                  onChange={(v) => setFilters({ ...filters, minRating: Number(v) })}
                />
                <Checkbox
                  label={t('filters.withPhotos')}
                  checked={filters.withPhotosOnly}
                  onChange={(v) => setFilters({ ...filters, withPhotosOnly: v })}
                />
              </InlineStack>
              <CountryFilter value={filters.countries} onChange={(countries) => setFilters({ ...filters, countries })} />
            </BlockStack>
          </Card>
          <Card>
            <ReviewPreview reviews={shown} excluded={excluded} onToggle={toggle} onAll={all} />
          </Card>
          {action.error && (
            <Banner tone="critical" title={t('import.failedTitle')} onDismiss={action.dismiss}>
              <p>{action.error}</p>
            </Banner>
          )}
          {result && <ImportResult result={result} {...(props.resultExtra ? { extra: props.resultExtra } : {})} showReviewsLink={props.showReviewsLink ?? true} />}
          <InlineStack align="end" gap="300" blockAlign="center">
            {tried && chosen.length === 0 && <Text as="span" tone="critical">{t('import.nothing')}</Text>}
            <Button variant="primary" loading={action.busy} onClick={submit}>
              {t('import.submit', { count: chosen.length })}
            </Button>
          </InlineStack>
        </>
      )}
    </BlockStack>
  );
}
