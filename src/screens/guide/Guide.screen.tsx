import { Banner, BlockStack, Button, ButtonGroup, Card, InlineStack, Page, ProgressBar, Text } from '@shopify/polaris';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectWalkthroughError, selectWalkthroughFinishing, selectWalkthroughIndex, selectWalkthroughLast, selectWalkthroughStep,
} from '../../../machines/setup-guide/guide-walkthrough.selectors';
import { completedCount, progress, selectGuideFlags, selectGuideLoadFailed } from '../../../machines/setup-guide/setup-guide.selectors';
import { GUIDE_STEPS } from '../../contract/constants';
import type { GuideStep } from '../../contract/dashboard';
import { guideWalkthroughMachineFor } from '../../app/actors/guide-walkthrough.actors';
import { useRuntime } from '../../app/runtime-context';
import { openExternal } from '../../lib/links';
import { usePageTitle } from '../../ui/use-page-title';
import { guideMachineFor } from '../../app/actors/setup-guide.actors';
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
  const flags = useSelector(guide, selectGuideFlags);
  const failed = useSelector(guide, selectGuideLoadFailed);
  const [walkthroughMachine] = useState(() => guideWalkthroughMachineFor(runtime));
  const walkthrough = useActorRef(walkthroughMachine);
  const index = useSelector(walkthrough, selectWalkthroughIndex);
  const step = useSelector(walkthrough, selectWalkthroughStep);
  const last = useSelector(walkthrough, selectWalkthroughLast);
  const finishing = useSelector(walkthrough, selectWalkthroughFinishing);
  const error = useSelector(walkthrough, selectWalkthroughError);
  const done = flags?.[step] === 1;

  const act = () => {
    const action = STEP_ACTIONS[step];
    if (action.to === 'themeEditor') {
      openExternal(runtime.startup.getSnapshot().context.data?.embeds.url ?? '');
      return;
    }
    guide.send({ type: 'guide.complete', step });
    if (!TURN_ON_HERE.includes(step)) void navigate({ to: action.to });
  };
  useEffect(() => {
    const sub = walkthrough.subscribe((snap) => {
      if (snap.status === 'done') void navigate({ to: '/', replace: true });
    });
    return () => sub.unsubscribe();
  }, [walkthrough, navigate]);

  return (
    <Page narrowWidth title={t('guide:title')} subtitle={t('guide:subtitle')}>
      <BlockStack gap="400">
        {error && <Banner tone="critical" title={t('guide:finishFailed')} onDismiss={() => walkthrough.send({ type: 'walkthrough.dismissError' })}><p>{error}</p></Banner>}
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
          <Button onClick={() => walkthrough.send({ type: 'walkthrough.back' })} disabled={index === 0}>{t('guide:back')}</Button>
          <ButtonGroup>
            {last ? (
              <Button variant="primary" onClick={() => walkthrough.send({ type: 'walkthrough.finish' })} loading={finishing}>{t('guide:finish')}</Button>
            ) : (
              <Button variant={done ? 'primary' : 'secondary'} onClick={() => walkthrough.send({ type: 'walkthrough.next' })}>{done ? t('guide:next') : t('guide:skip')}</Button>
            )}
          </ButtonGroup>
        </InlineStack>
      </BlockStack>
    </Page>
  );
}
