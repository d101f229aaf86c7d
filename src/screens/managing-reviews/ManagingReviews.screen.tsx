import { BlockStack, Card, Checkbox, FormLayout, Layout, Page, Select, Text } from '@shopify/polaris';
import { useLoaderData } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { draftError, BlockListField, type BlockDraft } from './BlockListField';
import { RulesSummary } from './RulesSummary';
import { moderationSave } from './settings-save';
import { useRuntime } from '../../app/runtime-context';
import type { ModerationRules } from '../../contract/review-rules';
import { SaveBar } from '../../ui/SaveBar';
import { SaveErrorBanner } from '../../ui/SaveErrorBanner';
import { usePageTitle } from '../../ui/use-page-title';
import { useSaveBar } from '../../ui/use-save-bar';

const EMPTY_DRAFT: BlockDraft = { text: '', tried: false };

/** /collect/managing_reviews: what happens to a new review (publish at N stars, hold media, block lists), with a summary that follows the form. */
export default function ManagingReviews() {
  const { t } = useTranslation(['review-rules', 'common']);
  const runtime = useRuntime();
  const data = useLoaderData({ from: '/_admin/collect/managing_reviews' });
  usePageTitle(t('review-rules:pages.managingReviews'));
  const current = useMemo(() => ({ ...data }), [data]);
  const save = moderationSave(runtime);
  const { actor, values } = useSaveBar(current, async (input) => {
    const saved = await save(input);
    runtime.toasts.send({ type: 'toast.show', toast: { content: t('review-rules:managing.saved') } });
    return saved;
  });
  const rules = values as unknown as ModerationRules;
  const set = <K extends keyof ModerationRules>(key: K, value: ModerationRules[K]) => actor.send({ type: 'saveBar.change', key, value });
  const [words, setWords] = useState(EMPTY_DRAFT);
  const [emails, setEmails] = useState(EMPTY_DRAFT);
  const [now] = useState(() => Date.now());
  const fieldErrors = draftError('words', rules.blockWords, words) ?? draftError('emails', rules.blockEmails, emails);

  return (
    <Page title={t('review-rules:pages.managingReviews')} backAction={{ content: t('review-rules:back'), url: '/collect' }}>
      <SaveBar actor={actor} canSave={!fieldErrors} />
      <Layout>
        <SaveErrorBanner actor={actor} describeConflict={(theirs) => describeRules(t, theirs as unknown as ModerationRules)} />
        <Layout.Section>
          <BlockStack gap="400">
            <Card>
              <BlockStack gap="300">
                <Text as="h2" variant="headingMd">{t('review-rules:managing.publishTitle')}</Text>
                <FormLayout>
                  <Checkbox
                    label={t('review-rules:managing.autoPublish')}
                    helpText={t('review-rules:managing.autoPublishHelp')}
                    checked={rules.autoPublish}
                    onChange={(v) => set('autoPublish', v)}
                  />
                  <Select
                    label={t('review-rules:managing.minRating')}
                    disabled={!rules.autoPublish}
                    options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t('review-rules:managing.stars', { count: n }) }))}
                    value={String(rules.minRating)}
                    onChange={(v) => set('minRating', Number(v))}
                  />
                  <Checkbox
                    label={t('review-rules:managing.holdMedia')}
                    helpText={t('review-rules:managing.holdMediaHelp')}
                    checked={rules.holdMedia}
                    onChange={(v) => set('holdMedia', v)}
                  />
                </FormLayout>
              </BlockStack>
            </Card>
            <Card>
              <BlockStack gap="400">
                <BlockStack gap="100">
                  <Text as="h2" variant="headingMd">{t('review-rules:blockList.title')}</Text>
                  <Text as="p" tone="subdued">{t('review-rules:blockList.help')}</Text>
                </BlockStack>
                <BlockListField kind="words" list={rules.blockWords} draft={words} onDraft={setWords} onChange={(list) => set('blockWords', list)} />
                <BlockListField kind="emails" list={rules.blockEmails} draft={emails} onDraft={setEmails} onChange={(list) => set('blockEmails', list)} />
              </BlockStack>
            </Card>
          </BlockStack>
        </Layout.Section>
        <Layout.Section variant="oneThird">
          <RulesSummary rules={rules} now={now} />
        </Layout.Section>
      </Layout>
    </Page>
  );
}

/** The other tab's rules, as lines of the conflict banner. */
function describeRules(t: (key: string, options?: Record<string, unknown>) => string, rules: ModerationRules): string[] {
  return [
    rules.autoPublish ? t('review-rules:managing.conflictThreshold', { count: rules.minRating }) : t('review-rules:summary.allHeld'),
    `${t('review-rules:managing.holdMedia')}: ${rules.holdMedia ? t('review-rules:placement.on') : t('review-rules:placement.off')}`,
    `${t('review-rules:blockList.words.label')}: ${rules.blockWords.join(', ') || '—'}`,
    `${t('review-rules:blockList.emails.label')}: ${rules.blockEmails.join(', ') || '—'}`,
  ];
}
