import { Banner, BlockStack, Layout, List, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { saveBarMachine } from '../../machines/save-bar/save-bar.machine';
import { selectSaveBarConflict, selectSaveBarDirty, selectSaveBarError } from '../../machines/save-bar/save-bar.selectors';
import type { SettingValues } from '../../machines/save-bar/save-bar.types';
import { refusedFeatureOf } from '../app/plan-permissions';
import { PlanUpgradeCard } from './PlanGate';

/**
 * The failed-save banner of a save-bar screen: the message, that the edits are kept, and Retry.
 * After a stale save (saved in another tab since) it shows the other values (`describeConflict`
 * turns them into lines) with Keep mine and Take theirs; the edits stay on the page meanwhile.
 */
export function SaveErrorBanner({
  actor,
  describeConflict,
}: {
  actor: ActorRefFrom<typeof saveBarMachine>;
  describeConflict?: (theirs: SettingValues) => string[];
}) {
  const { t } = useTranslation('common');
  const error = useSelector(actor, selectSaveBarError);
  const conflict = useSelector(actor, selectSaveBarConflict);
  const dirty = useSelector(actor, selectSaveBarDirty);
  if (conflict) {
    const lines = describeConflict?.(conflict) ?? [];
    return (
      <Layout.Section>
        <Banner
          tone="warning"
          title={t('saveBar.conflictTitle')}
          {...(dirty ? { action: { content: t('saveBar.keepMine'), onAction: () => actor.send({ type: 'saveBar.keepMine' }) } } : {})}
          secondaryAction={{ content: t('saveBar.takeTheirs'), onAction: () => actor.send({ type: 'saveBar.takeTheirs' }) }}
        >
          <BlockStack gap="200">
            <Text as="p">{t('saveBar.conflictBody')}</Text>
            {lines.length > 0 && (
              <List>
                {lines.map((line, i) => (
                  <List.Item key={i}>{line}</List.Item>
                ))}
              </List>
            )}
          </BlockStack>
        </Banner>
      </Layout.Section>
    );
  }
  if (!error) return null;
  // A save refused for the plan (403 plan_feature_required): the upgrade card; the edits stay on the page.
  const feature = refusedFeatureOf(error);
  if (feature) return <Layout.Section><PlanUpgradeCard feature={feature} /></Layout.Section>;
  return (
    <Layout.Section>
      <Banner
        tone="critical"
        title={t('saveBar.failedTitle')}
        action={{ content: t('errors.tryAgain'), onAction: () => actor.send({ type: 'saveBar.retry' }) }}
        onDismiss={() => actor.send({ type: 'saveBar.dismissError' })}
      >
        <p>{t('saveBar.failedBody', { message: error })}</p>
      </Banner>
    </Layout.Section>
  );
}
