import { BlockStack, Card, Layout, Page, Select } from '@shopify/polaris';
import { useLoaderData, useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageSettingsSave } from '../../../app/actors/save-bar.actors';
import { useRuntime } from '../../../app/runtime-context';
import { SaveBar } from '../../../ui/SaveBar';
import { PlanGate } from '../../../ui/PlanGate';
import { SaveErrorBanner } from '../../../ui/SaveErrorBanner';
import { usePageTitle } from '../../../ui/use-page-title';
import { useSaveBar } from '../../../ui/use-save-bar';
import type { LanguagePageData } from './language.loader';
import { AdminLanguageCard } from './AdminLanguageCard';
import { WordFields } from './WordFields';

/** /settings/language: admin language, storefront widget language and the merchant's own widget words. */
export default function LanguageSettings() {
  const { t } = useTranslation(['settings', 'common']);
  const runtime = useRuntime();
  const navigate = useNavigate();
  const data = useLoaderData({ strict: false }) as LanguagePageData;
  usePageTitle(t('settings:pages.language'));
  // While the words of a newly chosen language load (the address already names it), the fields still hold
  // the previous ones: read-only until they arrive, so nothing typed is replaced.
  const chosenWordsLanguage = useRouterState({ select: (s) => s.location.search.lang }) ?? data.wordsLanguage;
  const wordsLoading = chosenWordsLanguage !== data.wordsLanguage;

  const current = useMemo(
    () => ({ language: data.storefrontLanguage, words: data.custom, settingsVersion: data.settingsVersion, wordsVersion: data.words.version }),
    [data],
  );
  const save = languageSettingsSave(runtime, data.wordsLanguage);
  const { actor, values } = useSaveBar(current, async (input) => {
    await save(input);
    runtime.toasts.send({ type: 'toast.show', toast: { content: t('settings:language.saved') } });
  });
  const words = values.words as Record<string, string>;
  const storefrontOptions = data.shopLanguages.map((l) => ({ label: l.name, value: l.code }));

  return (
    <Page title={t('settings:pages.language')} backAction={{ content: t('settings:title'), url: '/settings' }}>
      <SaveBar actor={actor} />
      <Layout>
        <SaveErrorBanner
          actor={actor}
          describeConflict={(theirs) => [
            ...('language' in theirs ? [`${t('settings:language.storefrontLabel')}: ${data.shopLanguages.find((l) => l.code === theirs.language)?.name ?? String(theirs.language)}`] : []),
            ...Object.entries((theirs.words ?? {}) as Record<string, string>).map(([key, value]) => `${key}: ${value}`),
          ]}
        />
        <Layout.AnnotatedSection title={t('settings:language.adminTitle')} description={t('settings:language.adminHelp')}>
          <AdminLanguageCard />
        </Layout.AnnotatedSection>
        <Layout.AnnotatedSection title={t('settings:language.storefrontTitle')} description={t('settings:language.storefrontHelp')}>
          <Card>
            <Select
              label={t('settings:language.storefrontLabel')}
              options={storefrontOptions}
              value={String(values.language)}
              onChange={(v) => actor.send({ type: 'saveBar.change', key: 'language', value: v })}
            />
          </Card>
        </Layout.AnnotatedSection>
        <Layout.AnnotatedSection title={t('settings:language.wordsTitle')} description={t('settings:language.wordsHelp')}>
          <BlockStack gap="400">
            <Card>
              <Select
                label={t('settings:language.wordsLanguage')}
                options={storefrontOptions}
                value={chosenWordsLanguage}
                onChange={(lang) => void navigate({ to: '/settings/language', search: { lang } })}
              />
            </Card>
            {/* Own words for a language other than the saved widget language need multi_language. */}
            <PlanGate feature={chosenWordsLanguage === data.storefrontLanguage ? null : 'multi_language'}>
              <WordFields
                defaults={data.words.default_words ?? {}}
                values={words}
                disabled={wordsLoading}
                onChange={(key, value) => {
                  const next = { ...words };
                  if (value === '') delete next[key];
                  else next[key] = value;
                  actor.send({ type: 'saveBar.change', key: 'words', value: next });
                }}
              />
            </PlanGate>
          </BlockStack>
        </Layout.AnnotatedSection>
      </Layout>
    </Page>
  );
}
