import { Banner, BlockStack, Button, ButtonGroup, Card, InlineStack, Page, ProgressBar, Text } from '@shopify/polaris';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completedCount, progress } from '../../../machines/setup-guide/setup-guide.selectors';
import { GUIDE_STEPS } from '../../contract/constants';
import type { GuideStep } from '../../contract/dashboard';
import { useRuntime } from '../../app/runtime-context';
import { openExternal } from '../../lib/links';
import { usePageTitle } from '../../ui/use-page-title';
import { guideMachineFor } from '../dashboard/guide-machine';
import { STEP_ACTIONS } from '../dashboard/guide-steps';

/** Steps the guide can switch on right here (the feature starts with its defaults). */
const TURN_ON_HERE: readonly GuideStep[] = ['enable_review_request_1st_email', 'enable_discount', 'referral_active'];

/** /guide: the first-run guide, one step at a time, ending on the dashboard. */
export default function Guide() {
  const { t } = useTranslation(['guide', 'dashboard']);
  const runtime = useRuntime();
  const navigate = useNavigate();
  usePageTitle(t('guide:title'));
  const machine = useMemo(() => guideMachineFor(runtime, false), [runtime]);
  const guide = useActorRef(machine, { input: { hidden: false } });
  const flags = useSelector(guide, (s) => s.context.flags);
  const failed = useSelector(guide, (s) => s.matches('failed'));
  const [index, setIndex] = useState(0);
  const [finishing, setFinishing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const step = GUIDE_STEPS[index]!;
  const done = flags?.[step] === 1;
  const last = index === GUIDE_STEPS.length - 1;

  const act = () => {
    const action = STEP_ACTIONS[step];
    if (action.to === 'themeEditor') {
      openExternal(runtime.startup.getSnapshot().context.data?.embeds.url ?? '');
      return;
    }
    guide.send({ type: 'guide.complete', step });
    if (!TURN_ON_HERE.includes(step)) void navigate({ to: action.to });
  };
  const finish = async () => {
    setFinishing(true);
    try {
      await runtime.api.dashboard.completeInstall();
      runtime.session.send({ type: 'session.guideDone' });
      void navigate({ to: '/', replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setFinishing(false);
    }
  };

  return (
    <Page narrowWidth title={t('guide:title')} subtitle={t('guide:subtitle')}>
      <BlockStack gap="400">
        {error && <Banner tone="critical" title={t('guide:finishFailed')} onDismiss={() => setError(null)}><p>{error}</p></Banner>}
        {failed && <Banner tone="critical" title={t('dashboard:guide.loadFailed')} action={{ content: t('dashboard:guide.retry'), onAction: () => guide.send({ type: 'guide.retry' }) }} />}
        <Card>
          <BlockStack gap="400">
            <Text as="p" tone="subdued" id="ra-guide-page-progress">
              {t('guide:stepOf', { current: index + 1, total: GUIDE_STEPS.length })} · {t('dashboard:guide.progress', { done: completedCount(flags), total: GUIDE_STEPS.length })}
            </Text>
            <ProgressBar progress={progress(flags)} size="small" ariaLabelledBy="ra-guide-page-progress" />
            <Text as="h2" variant="headingLg">{t(`dashboard:guide.steps.${step}.title`)}</Text>
            <Text as="p">{t(`dashboard:guide.steps.${step}.body`)}</Text>
            <InlineStack gap="200" blockAlign="center">
              {done ? (
                <Text as="span" tone="success" fontWeight="semibold">{t('guide:done')}</Text>
              ) : (
                <Button variant="primary" onClick={act} disabled={!flags}>
                  {TURN_ON_HERE.includes(step) ? t('guide:turnOn') : t(`dashboard:guide.steps.${step}.action`)}
                </Button>
              )}
            </InlineStack>
          </BlockStack>
        </Card>
        <InlineStack align="space-between">
          <Button onClick={() => setIndex((i) => Math.max(0, i - 1))} disabled={index === 0}>{t('guide:back')}</Button>
          <ButtonGroup>
            {last ? (
              <Button variant="primary" onClick={() => void finish()} loading={finishing}>{t('guide:finish')}</Button>
            ) : (
              <Button variant={done ? 'primary' : 'secondary'} onClick={() => setIndex((i) => i + 1)}>{done ? t('guide:next') : t('guide:skip')}</Button>
            )}
          </ButtonGroup>
        </InlineStack>
      </BlockStack>
    </Page>
  );
}
