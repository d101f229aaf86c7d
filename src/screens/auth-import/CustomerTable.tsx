import { Badge, BlockStack, Card, IndexTable, Pagination, Text, TextField, useIndexResourceState } from '@shopify/polaris';
import { SearchIcon } from '@shopify/polaris-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreCustomer, StoreCustomers } from '../../contract/review-requests';
import { useKeywordField } from '../reviews/use-keyword-field';

/**
 * A page of the store's customers: search by name or email, paging, and selection (customers who
 * unsubscribed are marked and cannot be selected). Starts from the customers already chosen on
 * this page and reports this page's choice on every change.
 */
export function CustomerTable(props: {
  data: StoreCustomers;
  /** The committed search text (`?q=`). */
  query: string | undefined;
  onQuery: (query: string | undefined) => void;
  onPage: (page: number) => void;
  /** Ids chosen earlier (this page's among them start selected). */
  chosen: ReadonlySet<string>;
  /** This page's customers and the ones of them selected. */
  onSelect: (page: StoreCustomer[], selected: StoreCustomer[]) => void;
}) {
  const { data, onSelect } = props;
  const { t, i18n } = useTranslation('requests');
  const search = useKeywordField(props.query, props.onQuery);
  const { selectedResources, allResourcesSelected, handleSelectionChange } = useIndexResourceState(data.items, {
    resourceFilter: (c: StoreCustomer) => !c.unsubscribed,
    selectedResources: data.items.filter((c) => props.chosen.has(c.id) && !c.unsubscribed).map((c) => c.id),
  });
  useEffect(() => {
    onSelect(data.items, data.items.filter((c) => selectedResources.includes(c.id) && !c.unsubscribed));
  }, [data.items, selectedResources, onSelect]);
  const pages = Math.max(1, Math.ceil(data.total / data.perPage));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Card padding="0">
      <BlockStack gap="0">
        <div style={{ padding: 'var(--p-space-300)' }}>
          <TextField
            label={t('customers.search')}
            labelHidden
            placeholder={t('customers.searchPlaceholder')}
            prefix={<SearchIcon width={20} aria-hidden />}
            value={search.value}
            onChange={search.onChange}
            clearButton
            onClearButtonClick={search.clear}
            autoComplete="off"
          />
        </div>
        <IndexTable
          resourceName={{ singular: t('customers.customer'), plural: t('customers.customers') }}
          itemCount={data.items.length}
          selectedItemsCount={allResourcesSelected ? 'All' : selectedResources.length}
          onSelectionChange={handleSelectionChange}
          emptyState={<div style={{ padding: 'var(--p-space-400)' }}><Text as="p" tone="subdued">{props.query ? t('customers.empty') : t('customers.noCustomers')}</Text></div>}
          headings={[
            { title: t('row.name') }, { title: t('row.email') }, { title: t('customers.orders'), alignment: 'end' }, { title: t('customers.lastOrder') },
          ]}
        >
          {data.items.map((c, index) => (
            <IndexTable.Row id={c.id} key={c.id} position={index} selected={selectedResources.includes(c.id)} disabled={c.unsubscribed}>
              <IndexTable.Cell>
                <Text as="span" fontWeight="medium">{c.name}</Text> {c.unsubscribed && <Badge tone="warning">{t('customers.unsubscribed')}</Badge>}
              </IndexTable.Cell>
              <IndexTable.Cell>{c.email}</IndexTable.Cell>
              <IndexTable.Cell><Text as="span" alignment="end" numeric>{c.ordersCount}</Text></IndexTable.Cell>
              <IndexTable.Cell>{c.lastOrderAt ? date.format(new Date(c.lastOrderAt)) : '–'}</IndexTable.Cell>
            </IndexTable.Row>
          ))}
        </IndexTable>
        {pages > 1 && (
          <div style={{ padding: 'var(--p-space-300)', display: 'flex', justifyContent: 'center' }}>
            <Pagination
              hasPrevious={data.page > 1}
              onPrevious={() => props.onPage(data.page - 1)}
              hasNext={data.page < pages}
              onNext={() => props.onPage(data.page + 1)}
              label={t('customers.page', { page: data.page, pages })}
            />
          </div>
        )}
      </BlockStack>
    </Card>
  );
}
