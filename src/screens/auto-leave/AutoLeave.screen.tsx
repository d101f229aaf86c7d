import { BlockStack, Card, Checkbox, InlineStack, Layout, Link, Page, Text } from '@shopify/polaris';
import { useLoaderData } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../app/runtime-context';
import { AUTO_LEAVE_PLACEMENTS, type PlacementSettings } from '../../contract/review-rules';
import { SaveBar } from '../../ui/SaveBar';
import { SaveErrorBanner } from '../../ui/SaveErrorBanner';
import { usePageTitle } from '../../ui/use-page-title';
import { useSaveBar } from '../../ui/use-save-bar';
import { ScopeField } from '../attributes/ScopeField';
import { autoLeaveSave } from '../managing-reviews/settings-save';
import { describePlacement, placementErrors } from './placement-errors';

/** /collect/auto_leave_reviews: both placements of the review form (thank-you page, after checkout), each on or off with its products and a link to its page. */
export default function AutoLeave() {
  const { t } = useTranslation(['review-rules', 'common']);
  const runtime = useRuntime();
  const data = useLoaderData({ from: '/_admin/collect/auto_leave_reviews' });
  usePageTitle(t('review-rules:pages.autoLeaveReviews'));
  const current = useMemo(() => ({ ...data }), [data]);
  const save = autoLeaveSave(runtime);
  const { actor, values } = useSaveBar(current, async (input) => {
    const saved = await save(input);
    runtime.toasts.send({ type: 'toast.show', toast: { content: t('review-rules:placement.saved') } });
    return saved;
  });
  const valid = AUTO_LEAVE_PLACEMENTS.every((p) => Object.keys(placementErrors(values[p] as PlacementSettings)).length === 0);

  return (
    <Page title={t('review-rules:pages.autoLeaveReviews')} backAction={{ content: t('review-rules:back'), url: '/collect' }}>
      <SaveBar actor={actor} canSave={valid} />
      <Layout>
        <SaveErrorBanner
          actor={actor}
          describeConflict={(theirs) => AUTO_LEAVE_PLACEMENTS.flatMap((p) => describePlacement(t, p, theirs[p] as PlacementSettings | undefined))}
        />
        <Layout.Section>
          <Text as="p">{t('review-rules:placement.intro')}</Text>
        </Layout.Section>
        {AUTO_LEAVE_PLACEMENTS.map((placement) => {
          const settings = values[placement] as PlacementSettings;
          const set = (next: PlacementSettings) => actor.send({ type: 'saveBar.change', key: placement, value: next });
          const scopeError = placementErrors(settings).scope;
          return (
            <Layout.Section key={placement} variant="oneHalf">
              <Card>
                <BlockStack gap="300">
                  <InlineStack align="space-between" blockAlign="center" gap="200">
                    <Text as="h2" variant="headingMd">{t(`review-rules:pages.${placement}`)}</Text>
                    <Link url={`/collect/auto_leave_reviews/${placement}`}>{t(`review-rules:placement.edit.${placement}`)}</Link>
                  </InlineStack>
                  <Text as="p" tone="subdued">{t(`review-rules:placement.help.${placement}`)}</Text>
                  <Checkbox label={t(`review-rules:placement.enabled.${placement}`)} checked={settings.enabled} onChange={(enabled) => set({ ...settings, enabled })} />
                  <ScopeField
                    idPrefix={`overview-${placement}`}
                    scope={settings.scope}
                    error={scopeError ? t(`review-rules:placement.errors.${scopeError}`) : undefined}
                    onChange={(scope) => set({ ...settings, scope })}
                  />
                </BlockStack>
              </Card>
            </Layout.Section>
          );
        })}
      </Layout>
    </Page>
  );
}
