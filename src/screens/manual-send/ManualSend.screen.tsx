import { BlockStack, Card, Page, Tabs, Text } from '@shopify/polaris';
import { useLoaderData } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectHasUnsent, selectSource, selectStep } from '../../../machines/request-import/manual-requests.selectors';
import { manualRequestsMachineFor } from '../../app/actors/request-import.actors';
import { useRuntime } from '../../app/runtime-context';
import { ConfirmLeaveModal } from '../../ui/ConfirmLeaveModal';
import { usePageTitle } from '../../ui/use-page-title';
import { CsvRows } from './CsvRows';
import { SendControls } from './SendControls';
import { SendResult } from './SendResult';
import { SendWhen } from './SendWhen';
import { TypedRows } from './TypedRows';

const TABS = ['typed', 'csv'] as const;

/** /collect/manual_import: review requests to customers typed in or read from a CSV file, now or at a time. */
export default function ManualSend() {
  const { t } = useTranslation(['requests', 'collect']);
  const runtime = useRuntime();
  const quota = useLoaderData({ from: '/_admin/collect/manual_import' });
  const quotaLeft = Math.max(0, quota.email_send_quota_count - quota.email_send_quota_used_count);
  const machine = useMemo(() => manualRequestsMachineFor(runtime), [runtime]);
  const actor = useActorRef(machine, { input: { source: 'typed', quotaLeft } });
  const step = useSelector(actor, selectStep);
  const source = useSelector(actor, selectSource);
  const unsent = useSelector(actor, selectHasUnsent);
  usePageTitle(t('collect:pages.manualImport'));

  useEffect(() => actor.send({ type: 'manualRequests.setQuota', quotaLeft }), [actor, quotaLeft]);
  useEffect(() => {
    let was = actor.getSnapshot().value;
    const watch = actor.subscribe((s) => {
      if (s.value === 'done' && was !== 'done') {
        runtime.toasts.send({ type: 'toast.show', toast: { content: t('requests:result.toast', { count: s.context.outcome?.scheduled ?? 0 }) } });
      }
      was = s.value;
    });
    return () => watch.unsubscribe();
  }, [actor, runtime, t]);

  return (
    <Page title={t('collect:pages.manualImport')} backAction={{ content: t('collect:title'), url: '/collect' }}>
      <ConfirmLeaveModal when={unsent} />
      <BlockStack gap="400">
        <Text as="p" tone="subdued">{t('requests:manual.intro')}</Text>
        {step === 'done' ? (
          <SendResult actor={actor} />
        ) : (
          <>
            <Card padding="0">
              <Tabs
                tabs={TABS.map((id) => ({ id: `tab-${id}`, content: t(`requests:manual.tabs.${id}`), panelID: `panel-${id}` }))}
                selected={source === 'csv' ? 1 : 0}
                onSelect={(index) => actor.send({ type: 'manualRequests.useSource', source: TABS[index] ?? 'typed' })}
              />
            </Card>
            <div id={`panel-${source}`} role="tabpanel" aria-labelledby={`tab-${source}`}>
              {source === 'csv' ? <CsvRows actor={actor} /> : <TypedRows actor={actor} />}
            </div>
            <SendWhen actor={actor} />
            <SendControls actor={actor} />
          </>
        )}
      </BlockStack>
    </Page>
  );
}
