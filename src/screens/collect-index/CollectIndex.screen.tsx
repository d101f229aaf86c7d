import { Layout, Page } from '@shopify/polaris';
import { useLoaderData } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { requestSettingsSave } from '../../app/actors/collect.actors';
import { useRuntime } from '../../app/runtime-context';
import { validateTriggerTime } from '../../lib/validation';
import { timingValuesOf, type TimingValues } from '../../../machines/collect/timing-form';
import { SaveBar } from '../../ui/SaveBar';
import { SaveErrorBanner } from '../../ui/SaveErrorBanner';
import { usePageTitle } from '../../ui/use-page-title';
import { useSaveBar } from '../../ui/use-save-bar';
import { FunnelCard } from './FunnelCard';
import { LinksCard } from './LinksCard';
import { QuotaCard } from './QuotaCard';
import { RequestsCard } from './RequestsCard';
import { describeTiming } from './timing-text';

/** /collect: review requests on or off and their timing (saved with the save bar), this month's quota, the funnel and links to every sub-page. */
export default function CollectIndex() {
  const { t } = useTranslation(['collect', 'common']);
  const runtime = useRuntime();
  const { settings, quota, funnel } = useLoaderData({ from: '/_admin/collect' });
  usePageTitle(t('collect:title'));
  const current = useMemo(() => timingValuesOf(settings), [settings]);
  const { actor, values } = useSaveBar(current, async (input) => {
    const saved = await requestSettingsSave(runtime, (s) => {
      const refused = validateTriggerTime(String(s.days)) ?? (s.reminderEnabled ? validateTriggerTime(String(s.reminderDays)) : null);
      return refused ? t(`collect:${refused}`) : null;
    })(input);
    runtime.toasts.send({ type: 'toast.show', toast: { content: t('collect:timing.saved') } });
    return saved;
  });
  const form = values as unknown as TimingValues;

  return (
    <Page title={t('collect:title')}>
      <SaveBar actor={actor} />
      <Layout>
        <SaveErrorBanner
          actor={actor}
          describeConflict={(theirs) => [describeTiming(t, theirs as unknown as TimingValues)]}
        />
        <Layout.Section>
          <RequestsCard values={form} change={(key, value) => actor.send({ type: 'saveBar.change', key, value })} />
        </Layout.Section>
        <Layout.Section variant="oneThird">
          <QuotaCard quota={quota} />
        </Layout.Section>
        <Layout.Section>
          <FunnelCard funnel={funnel} />
        </Layout.Section>
        <Layout.Section variant="oneThird">
          <LinksCard />
        </Layout.Section>
      </Layout>
    </Page>
  );
}
