import { Banner, BlockStack, Box, List } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { RequestOrder } from '../../contract/review-requests';
import type { requestOrdersMachine } from '../../../machines/collect/request-orders.machine';
import { selectOrdersError, selectOrdersOutcome } from '../../../machines/collect/request-orders.selectors';
import { refusalText } from './request-status';

/** After an action: a banner listing the refused requests with their reasons; after a failed action: its message with Try again. */
export function OrdersActionBanners({ actor, items }: { actor: ActorRefFrom<typeof requestOrdersMachine>; items: RequestOrder[] }) {
  const { t } = useTranslation('collect');
  const error = useSelector(actor, selectOrdersError);
  const outcome = useSelector(actor, selectOrdersOutcome);
  const nameOf = (id: number) => items.find((o) => o.request?.id === id)?.name ?? `#${id}`;
  const refused = outcome && outcome.refused.length > 0 ? outcome.refused : null;
  if (!error && !refused) return null;
  return (
    <Box paddingBlockEnd="400">
    <BlockStack gap="300">
      {error && (
        <Banner
          tone="critical"
          title={t('orders.failedTitle')}
          action={{ content: t('orders.tryAgain'), onAction: () => actor.send({ type: 'orders.retry' }) }}
          onDismiss={() => actor.send({ type: 'orders.dismiss' })}
        >
          <p>{error}</p>
        </Banner>
      )}
      {refused && (
        <Banner tone="warning" title={t('orders.refusedTitle', { count: refused.length })} onDismiss={() => actor.send({ type: 'orders.dismiss' })}>
          <div data-testid="refused-requests">
            <List>
              {refused.map((r) => (
                <List.Item key={r.id}>{t('orders.refusedItem', { name: nameOf(r.id), reason: refusalText(t, r.reason) })}</List.Item>
              ))}
            </List>
          </div>
        </Banner>
      )}
    </BlockStack>
    </Box>
  );
}
