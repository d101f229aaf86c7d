import { BlockStack, Box, Button, ButtonGroup, Card, Icon, InlineStack, ProgressBar, Text } from '@shopify/polaris';
import { CheckCircleIcon, ChevronDownIcon, ChevronUpIcon, XIcon } from '@shopify/polaris-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  completedCount, progress, selectGuideActiveStep, selectGuideCollapsed, selectGuideDismissing, selectGuideError, selectGuideFlags, selectGuideHidden,
  selectGuideLoadFailed,
} from '../../../machines/setup-guide/setup-guide.selectors';
import { GUIDE_STEPS } from '../../contract/constants';
import type { GuideFlags } from '../../contract/dashboard';
import { useRuntime } from '../../app/runtime-context';
import { openExternal } from '../../lib/links';
import { markOnce, PERF_MARKS } from '../../lib/perf-marks';
import { guideMachineFor } from '../../app/actors/setup-guide.actors';
import { STEP_ACTIONS } from './guide-steps';
import { PAGE_STATE_COLLAPSED } from '../../contract/shop';
import { shopConfigTask } from '../../app/actors/shop.tasks';
import { useTask } from '../../ui/use-task';

/** `page_state` of an expanded card (the default). */
const PAGE_STATE_EXPANDED = '2';

/**
 * Flags read ahead by a loader that a card has already shown. The router may show a route's cached
 * answer again when the merchant comes back (and read it anew in the background): a card mounted
 * with an answer another card already used reads the flags itself, so a step done meanwhile shows.
 */
const usedFlags = new WeakSet<GuideFlags>();

/** The flags a new card may start from: fresh ones, once. */
function takeFlags(flags: GuideFlags | null): GuideFlags | null {
  if (!flags || usedFlags.has(flags)) return null;
  usedFlags.add(flags);
  return flags;
}

/** The setup guide on the dashboard: six steps, progress, collapsible, dismissible. */
export function SetupGuideCard({ onNavigate, flags: initialFlags = null }: {
  /** Opens an in-app path (the router, or the host page for a lone element). */
  onNavigate: (path: string) => void;
  /** Step flags already read (the dashboard's loader): shown with the first paint. */
  flags?: GuideFlags | null;
}) {
  const { t } = useTranslation('dashboard');
  const runtime = useRuntime();
  const data = runtime.startup.getSnapshot().context.data;
  const machine = useMemo(() => guideMachineFor(runtime, true), [runtime]);
  const [startFlags] = useState(() => takeFlags(initialFlags));
  const guide = useActorRef(machine, {
    input: { hidden: data?.shopConfig.hide_setup_guide === 1, flags: startFlags, collapsed: data?.shopConfig.page_state === PAGE_STATE_COLLAPSED },
  });
  const saveConfig = useTask(shopConfigTask);
  /** Collapses or expands the card and keeps that as the shop's page_state, so a reload shows it the same. */
  const toggle = () => {
    guide.send({ type: 'guide.toggle' });
    void saveConfig.run({ key: 'page_state', value: collapsed ? PAGE_STATE_EXPANDED : PAGE_STATE_COLLAPSED });
  };
  const hidden = useSelector(guide, selectGuideHidden);
  const failed = useSelector(guide, selectGuideLoadFailed);
  const dismissing = useSelector(guide, selectGuideDismissing);
  const collapsed = useSelector(guide, selectGuideCollapsed);
  const flags = useSelector(guide, selectGuideFlags);
  const open = useSelector(guide, selectGuideActiveStep);
  const error = useSelector(guide, selectGuideError);

  const settled = hidden || failed || flags !== null;
  useEffect(() => {
    if (settled) markOnce(PERF_MARKS.dashboardReady);
  }, [settled]);

  useEffect(() => {
    const recheck = () => document.visibilityState === 'visible' && guide.send({ type: 'guide.reload' });
    document.addEventListener('visibilitychange', recheck);
    return () => document.removeEventListener('visibilitychange', recheck);
  }, [guide]);

  if (hidden) return null;
  const done = completedCount(flags);
  const progressId = 'ra-guide-progress';
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center" wrap={false}>
          <Text as="h2" variant="headingMd">
            {t('guide.title')}
          </Text>
          <ButtonGroup>
            <Button
              variant="tertiary"
              icon={collapsed ? ChevronDownIcon : ChevronUpIcon}
              accessibilityLabel={collapsed ? t('guide.expand') : t('guide.collapse')}
              ariaExpanded={!collapsed}
              onClick={toggle}
            />
            <Button variant="tertiary" icon={XIcon} loading={dismissing} accessibilityLabel={t('guide.dismiss')} onClick={() => guide.send({ type: 'guide.dismiss' })} />
          </ButtonGroup>
        </InlineStack>
        <InlineStack gap="300" blockAlign="center" wrap={false}>
          <Text as="span" tone="subdued" id={`${progressId}`}>
            {t('guide.progress', { done, total: GUIDE_STEPS.length })}
          </Text>
          <div style={{ flex: 1 }}>
            <ProgressBar progress={progress(flags)} size="small" tone="primary" ariaLabelledBy={progressId} />
          </div>
        </InlineStack>
        {failed && (
          <InlineStack gap="200" blockAlign="center">
            <Text as="span" tone="critical">{t('guide.loadFailed')}</Text>
            <Button onClick={() => guide.send({ type: 'guide.retry' })}>{t('guide.retry')}</Button>
          </InlineStack>
        )}
        {error && !failed && <Text as="p" tone="critical">{error}</Text>}
        {!collapsed && flags && (
          <BlockStack gap="100">
            {GUIDE_STEPS.map((step) => {
              const isDone = flags[step] === 1;
              const action = STEP_ACTIONS[step];
              const go = () => {
                if (action.completesOnClick && !isDone) guide.send({ type: 'guide.complete', step });
                if (action.to === 'themeEditor') openExternal(data?.embeds.url ?? '');
                else onNavigate(action.to);
              };
              return (
                <Box key={step} padding="200" borderRadius="200" background={open === step ? 'bg-surface-secondary' : undefined}>
                  <BlockStack gap="200">
                    <InlineStack gap="200" blockAlign="center" wrap={false}>
                      <span className={isDone ? 'ra-step-done' : 'ra-step-todo'} aria-hidden="true">
                        <Icon source={CheckCircleIcon} tone={isDone ? 'success' : 'subdued'} />
                      </span>
                      <Button variant="plain" textAlign="left" onClick={() => guide.send({ type: 'guide.openStep', step })} ariaExpanded={open === step}>
                        {t(`guide.steps.${step}.title`)}
                      </Button>
                      <span className="ra-visually-hidden">{isDone ? t('guide.done') : t('guide.todo')}</span>
                    </InlineStack>
                    {open === step && (
                      <Box paddingInlineStart="800">
                        <BlockStack gap="200" inlineAlign="start">
                          <Text as="p" tone="subdued">{t(`guide.steps.${step}.body`)}</Text>
                          <Button variant={isDone ? 'secondary' : 'primary'} onClick={go}>
                            {t(`guide.steps.${step}.action`)}
                          </Button>
                        </BlockStack>
                      </Box>
                    )}
                  </BlockStack>
                </Box>
              );
            })}
          </BlockStack>
        )}
      </BlockStack>
    </Card>
  );
}
