import { BlockStack, Card, Checkbox, FormLayout, Layout, Page, Select, Text, TextField } from '@shopify/polaris';
import { useLoaderData } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../app/runtime-context';
import { LANGUAGES, type LanguageCode } from '../../contract/constants';
import {
  AUTO_LEAVE_TEXT_MAX,
  type AutoLeavePlacement,
  type PlacementSettings,
  type PlacementTexts,
} from '../../contract/review-rules';
import { SaveBar } from '../../ui/SaveBar';
import { SaveErrorBanner } from '../../ui/SaveErrorBanner';
import { usePageTitle } from '../../ui/use-page-title';
import { useSaveBar } from '../../ui/use-save-bar';
import { ScopeField } from '../attributes/ScopeField';
import { selectShopLanguage } from '../attributes/shop-language';
import { autoLeaveSave } from '../managing-reviews/settings-save';
import { placementErrors, describePlacement } from './placement-errors';
import { useDefaultTexts } from './placement-values';
import { PlacementPreview } from './PlacementPreview';

const TEXT_KEYS = ['heading', 'description', 'button'] as const;
const EMPTY_TEXTS: PlacementTexts = { heading: '', description: '', button: '' };

/**
 * /collect/auto_leave_reviews/thankyou and /checkout: one placement's form (on/off, products,
 * star colour, texts per language) beside a preview; a save keeps the other placement as saved.
 */
export function PlacementPage({ placement }: { placement: AutoLeavePlacement }) {
  const { t } = useTranslation(['review-rules', 'common']);
  const runtime = useRuntime();
  const data = useLoaderData({ from: placement === 'thankyou' ? '/_admin/collect/auto_leave_reviews/thankyou' : '/_admin/collect/auto_leave_reviews/checkout' });
  const title = t(`review-rules:pages.${placement}`);
  usePageTitle(title);
  const current = useMemo(() => ({ ...data }), [data]);
  const save = autoLeaveSave(runtime);
  const { actor, values } = useSaveBar(current, async (input) => {
    const saved = await save(input);
    runtime.toasts.send({ type: 'toast.show', toast: { content: t('review-rules:placement.saved') } });
    return saved;
  });
  const settings = values[placement] as PlacementSettings;
  const set = (next: PlacementSettings) => actor.send({ type: 'saveBar.change', key: placement, value: next });
  const shopLanguage = useSelector(runtime.startup, selectShopLanguage);
  const [language, setLanguage] = useState<LanguageCode | null>(null);
  const shown = language ?? shopLanguage;
  const defaults = useDefaultTexts(placement, shown);
  const own = settings.texts[shown] ?? EMPTY_TEXTS;
  const texts: PlacementTexts = { heading: own.heading || defaults.heading, description: own.description || defaults.description, button: own.button || defaults.button };
  const errors = placementErrors(settings);
  const error = (key: keyof typeof errors) => (errors[key] ? t(`review-rules:placement.errors.${errors[key]}`) : undefined);

  return (
    <Page title={title} backAction={{ content: t('review-rules:pages.autoLeaveReviews'), url: '/collect/auto_leave_reviews' }}>
      <SaveBar actor={actor} canSave={Object.keys(errors).length === 0} />
      <Layout>
        <SaveErrorBanner actor={actor} describeConflict={(theirs) => describePlacement(t, placement, theirs[placement] as PlacementSettings | undefined)} />
        <Layout.Section>
          <BlockStack gap="400">
            <Card>
              <BlockStack gap="300">
                <Checkbox
                  label={t(`review-rules:placement.enabled.${placement}`)}
                  helpText={t(`review-rules:placement.help.${placement}`)}
                  checked={settings.enabled}
                  onChange={(enabled) => set({ ...settings, enabled })}
                />
                <ScopeField idPrefix={placement} scope={settings.scope} error={error('scope')} onChange={(scope) => set({ ...settings, scope })} />
              </BlockStack>
            </Card>
            <Card>
              <BlockStack gap="300">
                <Text as="h2" variant="headingMd">{t('review-rules:placement.lookTitle')}</Text>
                <FormLayout>
                  <TextField
                    label={t('review-rules:placement.starColor')}
                    helpText={t('review-rules:placement.starColorHelp')}
                    autoComplete="off"
                    value={settings.starColor}
                    maxLength={7}
                    error={error('starColor')}
                    onChange={(starColor) => set({ ...settings, starColor })}
                    prefix={<span aria-hidden="true" style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, border: '1px solid #8a8a8a', background: errors.starColor ? 'transparent' : settings.starColor }} />}
                  />
                  <Select
                    label={t('review-rules:placement.language')}
                    helpText={t('review-rules:placement.languageHelp')}
                    options={LANGUAGES.map((l) => ({ value: l.code, label: settings.texts[l.code] ? t('review-rules:attributes.languageTranslated', { language: l.name }) : l.name }))}
                    value={shown}
                    onChange={(code) => setLanguage(code as LanguageCode)}
                  />
                  {TEXT_KEYS.map((key) => (
                    <TextField
                      key={key}
                      label={t(`review-rules:placement.texts.${key}`)}
                      autoComplete="off"
                      multiline={key === 'description' ? 3 : undefined}
                      placeholder={defaults[key]}
                      helpText={t('review-rules:placement.textHelp')}
                      maxLength={AUTO_LEAVE_TEXT_MAX[key]}
                      value={own[key]}
                      onChange={(value) => set({ ...settings, texts: { ...settings.texts, [shown]: { ...own, [key]: value } } })}
                    />
                  ))}
                </FormLayout>
              </BlockStack>
            </Card>
          </BlockStack>
        </Layout.Section>
        <Layout.Section variant="oneThird">
          <PlacementPreview placement={placement} texts={texts} starColor={errors.starColor ? '#ffb400' : settings.starColor} enabled={settings.enabled} />
        </Layout.Section>
      </Layout>
    </Page>
  );
}
