import { Banner, BlockStack, Card, Layout, Link, List, Page, Text } from '@shopify/polaris';
import { useLoaderData } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../app/runtime-context';
import { REVIEW_DISCOUNT_EMAIL_TYPES } from '../../contract/email-templates';
import { REWARD_KINDS, type RewardKind, type RewardSettings } from '../../contract/review-rewards';
import { SaveBar } from '../../ui/SaveBar';
import { SaveErrorBanner } from '../../ui/SaveErrorBanner';
import { usePageTitle } from '../../ui/use-page-title';
import { useSaveBar } from '../../ui/use-save-bar';
import { allRewardErrors, draftsOf, rewardKey, settingsOfValues, valuesOfSettings, type RewardDraft } from './reward-form';
import { RewardCard } from './RewardCard';
import { formatRewardValue } from './RewardSummary';
import { selectCurrencySymbol } from './shop.selectors';
import { rewardsSave } from './rewards-save';
import { WinnerCard } from './WinnerCard';

/**
 * /collect/discount: a discount code for any review, for a photo review and for a video review;
 * each with its value (SPEC §5), validity, minimum order, once per customer and a reminder before
 * it expires; saved through the save bar (Save is blocked while a field is wrong).
 */
export default function Rewards() {
  const { t } = useTranslation(['review-rewards', 'collect', 'emails']);
  const runtime = useRuntime();
  const data = useLoaderData({ strict: false }) as RewardSettings;
  usePageTitle(t('collect:pages.discount'));
  const currency = useSelector(runtime.startup, selectCurrencySymbol);
  const current = useMemo(() => valuesOfSettings(data), [data]);
  const save = rewardsSave(runtime);
  const { actor, values } = useSaveBar(current, async (input) => {
    const saved = await save(input);
    runtime.toasts.send({ type: 'toast.show', toast: { content: t('review-rewards:saved') } });
    return saved;
  });
  const drafts = draftsOf(values);
  const errors = allRewardErrors(drafts);
  const blocked = Object.keys(errors).length > 0;
  const change = useCallback(
    (kind: RewardKind, field: keyof RewardDraft, value: unknown) => actor.send({ type: 'saveBar.change', key: rewardKey(kind, field), value }),
    [actor],
  );

  return (
    <Page title={t('collect:pages.discount')} backAction={{ content: t('collect:title'), url: '/collect' }}>
      <SaveBar actor={actor} canSave={!blocked} />
      <Layout>
        <SaveErrorBanner
          actor={actor}
          describeConflict={(theirs) =>
            REWARD_KINDS.map((kind) => {
              const draft = draftsOf(theirs)[kind];
              const state = draft.enabled ? formatRewardValue(draft, currency) : t('review-rewards:status.off');
              return `${t(`review-rewards:kinds.${kind}.title`)}: ${state}`;
            })
          }
        />
        <Layout.Section>
          <Banner tone="info" title={t('review-rewards:incentivized.title')}>
            <p>{t('review-rewards:incentivized.body')}</p>
          </Banner>
        </Layout.Section>
        {REWARD_KINDS.map((kind) => (
          <Layout.Section key={kind}>
            <RewardCard kind={kind} draft={drafts[kind]} errors={errors[kind] ?? {}} currency={currency} onChange={change} />
          </Layout.Section>
        ))}
        <Layout.Section>
          <WinnerCard settings={settingsOfValues(values)} />
        </Layout.Section>
        <Layout.Section>
          <Card>
            <BlockStack gap="300">
              <Text as="h2" variant="headingMd">{t('review-rewards:emails.title')}</Text>
              <Text as="p" tone="subdued">{t('review-rewards:emails.help')}</Text>
              <nav aria-label={t('review-rewards:emails.title')}>
                <List>
                  {REVIEW_DISCOUNT_EMAIL_TYPES.map((type) => (
                    <List.Item key={type}>
                      <Link url={`/settings/review_discount/${type}`}>{t(`emails:rewardTitles.${type}`)}</Link>
                    </List.Item>
                  ))}
                </List>
              </nav>
            </BlockStack>
          </Card>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
