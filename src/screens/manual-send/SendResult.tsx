import { Banner, BlockStack, Button, Card, InlineStack, List, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectRefused, selectScheduled, selectSkipped } from '../../../machines/request-import/manual-requests.selectors';
import type { ManualRequestsActor } from './manual-requests-actor';

/** The outcome of a send: requests scheduled, rows not sent for their problems, each refused recipient with its reason. */
export function SendResult({ actor }: { /** The list's machine. */ actor: ManualRequestsActor }) {
  const { t } = useTranslation('requests');
  const scheduled = useSelector(actor, selectScheduled);
  const skipped = useSelector(actor, selectSkipped);
  const refused = useSelector(actor, selectRefused) ?? [];
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">{t('result.title')}</Text>
        <Banner tone={scheduled > 0 ? 'success' : 'warning'}>
          <p data-testid="scheduled-count">{t('result.scheduled', { count: scheduled })}</p>
          {skipped > 0 && <p>{t('result.skipped', { count: skipped })}</p>}
        </Banner>
        {refused.length > 0 && (
          <BlockStack gap="200">
            <Text as="h3" variant="headingSm">{t('result.refusedTitle')}</Text>
            <List>
              {refused.map(({ row, reason }) => (
                <List.Item key={row.key}>
                  <Text as="span" fontWeight="medium">{row.name || row.email}</Text> &lt;{row.email}&gt;
                  {row.line ? ` (${t('row.line')} ${row.line})` : ''}: {t(`result.reasons.${reason}`)}
                </List.Item>
              ))}
            </List>
          </BlockStack>
        )}
        <InlineStack gap="300">
          <Button variant="primary" onClick={() => actor.send({ type: 'manualRequests.startOver' })}>{t('result.sendMore')}</Button>
          <Button onClick={() => actor.send({ type: 'manualRequests.edit' })}>{t('result.back')}</Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
