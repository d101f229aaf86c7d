import { Badge, BlockStack, Button, ButtonGroup, IndexTable, InlineStack, Text, Thumbnail } from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestAction, RequestOrder } from '../../contract/review-requests';
import { formatDate } from '../../lib/format';
import { actionsFor, requestBadge } from './request-status';

/** Most product thumbnails a row shows (the rest as "+N"). */
const MAX_THUMBNAILS = 3;

/** One order of the list: name, customer, date, products, its request's status and the actions it allows. */
export const OrderRow = memo(function OrderRow({ order, index, selected, busy, narrow, onAction }: {
  order: RequestOrder;
  index: number;
  selected: boolean;
  /** An action on this row's request is in flight. */
  busy: boolean;
  narrow: boolean;
  /** Runs an action on this row's request (reschedule asks for its date first). */
  onAction: (action: RequestAction, order: RequestOrder) => void;
}) {
  const { t, i18n } = useTranslation('collect');
  const lng = i18n.language;
  const badge = requestBadge(t, lng, order.request);
  const actions = actionsFor(order.request);
  const products = (
    <InlineStack gap="100" blockAlign="center" wrap={false}>
      {order.products.slice(0, MAX_THUMBNAILS).map((p) => (
        <Thumbnail key={p.id} source={p.image || ImageIcon} alt={p.title} size="extraSmall" />
      ))}
      {order.products.length > MAX_THUMBNAILS && <Text as="span" tone="subdued">{t('orders.moreProducts', { count: order.products.length - MAX_THUMBNAILS })}</Text>}
    </InlineStack>
  );
  const status = <Badge tone={badge.tone}>{badge.label}</Badge>;
  const buttons = actions.length > 0 && (
    // A click on a button acts, it does not select the row.
    <div onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()} role="presentation">
    <ButtonGroup noWrap={!narrow}>
      {actions.map((action) => (
        <Button
          key={action}
          size="slim"
          tone={action === 'cancel' ? 'critical' : undefined}
          loading={busy && action !== 'reschedule'}
          disabled={busy}
          onClick={() => onAction(action, order)}
          accessibilityLabel={t(`orders.rowActions.${action}`, { name: order.name })}
        >
          {t(`orders.actions.${action}`)}
        </Button>
      ))}
    </ButtonGroup>
    </div>
  );
  const date = formatDate(lng, order.createdAt);
  return (
    <IndexTable.Row id={order.id} position={index} selected={selected} disabled={!order.request}>
      {narrow ? (
        <IndexTable.Cell>
          <BlockStack gap="150">
            <InlineStack align="space-between" gap="200">
              <Text as="span" fontWeight="semibold">{order.name}</Text>
              {status}
            </InlineStack>
            <Text as="span" tone="subdued">{`${order.customer.name} · ${date}`}</Text>
            {products}
            {buttons}
          </BlockStack>
        </IndexTable.Cell>
      ) : (
        <>
          <IndexTable.Cell><Text as="span" fontWeight="semibold">{order.name}</Text></IndexTable.Cell>
          <IndexTable.Cell>
            <BlockStack>
              <Text as="span">{order.customer.name}</Text>
              <Text as="span" tone="subdued" variant="bodySm">{order.customer.email}</Text>
            </BlockStack>
          </IndexTable.Cell>
          <IndexTable.Cell>{date}</IndexTable.Cell>
          <IndexTable.Cell>{products}</IndexTable.Cell>
          <IndexTable.Cell>{status}</IndexTable.Cell>
          <IndexTable.Cell>{buttons}</IndexTable.Cell>
        </>
      )}
    </IndexTable.Row>
  );
});
