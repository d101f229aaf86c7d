import { Box, Card, EmptyState, Icon, IndexTable, InlineStack, Page, Select, TextField, type IndexTableProps } from '@shopify/polaris';
import { SearchIcon } from '@shopify/polaris-icons';
import { useLoaderData, useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_FILTERS, type OrderFilter, type RequestAction, type RequestOrder } from '../../contract/review-requests';
import { formatNumber } from '../../lib/format';
import { selectActingIds, selectOrdersBusy } from '../../../machines/collect/request-orders.selectors';
import { ILLUSTRATION } from '../../ui/illustration';
import { usePageTitle } from '../../ui/use-page-title';
import { useNarrow } from '../../ui/use-narrow';
import { useKeywordField } from '../reviews/use-keyword-field';
import { OrderRow } from './OrderRow';
import { OrdersActionBanners } from './OrdersActionBanners';
import { RescheduleModal } from './RescheduleModal';
import { useOrderActions } from './use-order-actions';

type OrdersSearch = { status?: string; q?: string; page?: string };

/** The filter tab of a `?status=` (every order for anything else, as the route's loader reads it). */
const filterOf = (status: string | undefined): OrderFilter => ORDER_FILTERS.find((f) => f === status) ?? 'all';

/** /collect/orders: the store's orders with their requests; status tabs, search and paging in the address; send now, cancel and reschedule one by one or in bulk. */
export default function Orders() {
  const { t, i18n } = useTranslation('collect');
  const lng = i18n.language;
  const data = useLoaderData({ from: '/_admin/collect/orders' });
  const search = useSearch({ from: '/_admin/collect/orders' });
  const navigate = useNavigate();
  const loading = useRouterState({ select: (s) => s.isLoading });
  const narrow = useNarrow();
  usePageTitle(t('pages.orders'));
  const filter = filterOf(search.status);
  const update = useCallback(
    (change: Partial<OrdersSearch>, replace = false) =>
      void navigate({ to: '/collect/orders', search: (prev: OrdersSearch) => ({ ...prev, page: undefined, ...change }), replace }),
    [navigate],
  );
  const keyword = useKeywordField(search.q, (q) => update({ q }, true));
  const { actor, onSelectionChange, selectedIds } = useOrderActions(data.items, `${filter}|${search.q ?? ''}|${data.page}`);
  const busy = useSelector(actor, selectOrdersBusy);
  const actingIds = useSelector(actor, selectActingIds);
  const [rescheduling, setRescheduling] = useState<number[] | null>(null);

  const act = useCallback((action: RequestAction, ids?: number[]) => {
    if (action === 'reschedule') setRescheduling(ids ?? actor.getSnapshot().context.selectedIds);
    else actor.send({ type: 'orders.act', action, ...(ids ? { ids } : {}) });
  }, [actor]);
  const onRowAction = useCallback((action: RequestAction, order: RequestOrder) => {
    if (order.request) act(action, [order.request.id]);
  }, [act]);

  const pages = Math.max(1, Math.ceil(data.total / data.perPage));
  const filtered = filter !== 'all' || Boolean(search.q);
  const bulk = (['send_now', 'reschedule', 'cancel'] as const).map((action) => ({
    content: t(`orders.actions.${action}`),
    destructive: action === 'cancel',
    disabled: busy,
    onAction: () => act(action),
  }));
  const resourceName = useMemo(() => ({ singular: t('orders.resource.one'), plural: t('orders.resource.other') }), [t]);
  const headings = useMemo<IndexTableProps['headings']>(
    () => (narrow ? [{ title: t('orders.columns.order') }] : [
      { title: t('orders.columns.order') }, { title: t('orders.columns.customer') }, { title: t('orders.columns.date') },
      { title: t('orders.columns.products') }, { title: t('orders.columns.status') }, { title: t('orders.columns.actions') },
    ]),
    [narrow, t],
  );
  const selectable = data.items.filter((o) => o.request).length;

  return (
    <Page
      title={t('pages.orders')}
      backAction={{ content: t('title'), url: '/collect' }}
      secondaryActions={[{ content: t('pages.syncPastOrders'), url: '/collect/sync_past_orders' }]}
    >
      <OrdersActionBanners actor={actor} items={data.items} />
      <Card padding="0">
        <div>
          <Box padding="300">
            <InlineStack gap="300" blockAlign="end" wrap>
              <Box minWidth="180px">
                <Select
                  label={t('orders.statusFilter')}
                  options={ORDER_FILTERS.map((f) => ({ label: t(`orders.filters.${f}`), value: f }))}
                  value={filter}
                  onChange={(value) => update({ status: value === 'all' ? undefined : value })}
                />
              </Box>
              <div style={{ flex: '1 1 240px' }}>
                <TextField
                  label={t('orders.search')}
                  placeholder={t('orders.searchPlaceholder')}
                  prefix={<Icon source={SearchIcon} />}
                  autoComplete="off"
                  value={keyword.value}
                  onChange={keyword.onChange}
                  clearButton
                  onClearButtonClick={keyword.clear}
                />
              </div>
            </InlineStack>
          </Box>
          <div aria-busy={loading || busy}>
            <IndexTable
              resourceName={resourceName}
              itemCount={data.items.length}
              selectedItemsCount={selectedIds.length > 0 && selectedIds.length === selectable ? 'All' : selectedIds.length}
              onSelectionChange={onSelectionChange}
              selectable={selectable > 0}
              headings={headings}
              promotedBulkActions={bulk}
              loading={loading || busy}
              emptyState={
                <EmptyState
                  heading={t(filtered ? 'orders.empty.filteredTitle' : 'orders.empty.title')}
                  image={ILLUSTRATION}
                  action={filtered ? { content: t('orders.empty.clear'), onAction: () => update({ status: undefined, q: undefined }) } : { content: t('pages.syncPastOrders'), url: '/collect/sync_past_orders' }}
                >
                  <p>{t(filtered ? 'orders.empty.filteredBody' : 'orders.empty.body')}</p>
                </EmptyState>
              }
              pagination={{
                hasPrevious: data.page > 1,
                hasNext: data.page < pages,
                onPrevious: () => update({ page: String(data.page - 1) }),
                onNext: () => update({ page: String(data.page + 1) }),
                label: t('orders.pagination', {
                  from: formatNumber(lng, data.total === 0 ? 0 : (data.page - 1) * data.perPage + 1),
                  to: formatNumber(lng, Math.min(data.total, data.page * data.perPage)),
                  total: formatNumber(lng, data.total),
                }),
              }}
            >
              {data.items.map((order, index) => (
                <OrderRow
                  key={order.id}
                  order={order}
                  index={index}
                  narrow={narrow}
                  selected={order.request ? selectedIds.includes(order.request.id) : false}
                  busy={order.request ? actingIds.includes(order.request.id) : false}
                  onAction={onRowAction}
                />
              ))}
            </IndexTable>
          </div>
        </div>
      </Card>
      {rescheduling && (
        <RescheduleModal
          count={rescheduling.length}
          onClose={() => setRescheduling(null)}
          onConfirm={(dueAt) => {
            actor.send({ type: 'orders.act', action: 'reschedule', ids: rescheduling, dueAt });
            setRescheduling(null);
          }}
        />
      )}
    </Page>
  );
}
