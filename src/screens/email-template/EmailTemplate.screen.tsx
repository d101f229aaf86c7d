import { Layout, Page } from '@shopify/polaris';
import { useLoaderData, useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { emailTemplateSave, TemplateRefused, valuesOfTemplate } from '../../app/actors/email-template.actors';
import { useRuntime } from '../../app/runtime-context';
import { LANGUAGES, type LanguageCode } from '../../contract/constants';
import { languageName } from '../../lib/languages';
import { TEMPLATE_TEXT_FIELDS, type EmailTemplateAnswer, type EmailTemplateType } from '../../contract/email-templates';
import { PlaceholderPage } from '../../ui/PlaceholderPage';
import { SaveBar } from '../../ui/SaveBar';
import { SaveErrorBanner } from '../../ui/SaveErrorBanner';
import { usePageTitle } from '../../ui/use-page-title';
import { useSaveBar } from '../../ui/use-save-bar';
import { EmailPreview } from './EmailPreview';
import { ResetModal } from './ResetModal';
import { selectShopEmail, selectShopName, selectShopUrl } from './shop.selectors';
import { formErrors, liquidErrors, stillRefused, templateOf, type RefusedErrors } from './template-form';
import { TemplateEditor } from './TemplateEditor';
import { TestEmailModal } from './TestEmailModal';
import { useEmailLanguage } from './use-email-language';
import { useEmailPreview } from './use-email-preview';

/** What the template routes' loader answers. */
export type EmailTemplatePageData = EmailTemplateAnswer & { type: EmailTemplateType };

const TITLE_KEYS: Record<EmailTemplateType, string> = {
  first: 'collect:emails.reviewRequest',
  second: 'collect:emails.reminder',
  photo_video_reminder: 'collect:emails.photoVideoReminder',
  update_review: 'collect:emails.updateReview',
  discount_for_review: 'emails:rewardTitles.discount_for_review',
  discount_for_photo_review: 'emails:rewardTitles.discount_for_photo_review',
  discount_reminder: 'emails:rewardTitles.discount_reminder',
  discount_reminder_for_photo_review: 'emails:rewardTitles.discount_reminder_for_photo_review',
  reply_review: 'emails:rewardTitles.reply_review',
};

/** Where the back arrow leads: the reward emails to their rewards, the reply email to the settings, the others to Collect. */
const backOf = (type: EmailTemplateType): { key: string; url: string } =>
  type === 'reply_review'
    ? { key: 'settings:title', url: '/settings' }
    : type.startsWith('discount_')
      ? { key: 'collect:pages.discount', url: '/collect/discount' }
      : { key: 'collect:title', url: '/collect' };

const nameOf = (code: LanguageCode) => languageName(code);

/**
 * The email template screen. The review-request routes load a template and get the editor; the
 * referral email routes of /settings, which share this screen but load no template (their own
 * work), keep the placeholder.
 */
export default function EmailTemplate() {
  const data = useLoaderData({ strict: false }) as Partial<EmailTemplatePageData> | undefined;
  return data?.template && data.type ? <TemplateEditorPage data={data as EmailTemplatePageData} /> : <PlaceholderPage />;
}

/**
 * The email template editor of /collect/review-request/$type, /collect/photo_video_reminder,
 * /collect/update_review, the reward and the reply emails: fields on the left, the live preview
 * (the sender's own renderer) on the right, one language at a time; saved through the save bar,
 * tested with a real email. `top` is shown above the editor (a page's own setting).
 */
export function TemplateEditorPage({ data, top }: { data: EmailTemplatePageData; top?: ReactNode }) {
  const { t } = useTranslation(['emails', 'collect', 'settings', 'common']);
  const runtime = useRuntime();
  const navigate = useNavigate();
  const page = useMemo(() => ({ type: data.type, language: data.template.language }), [data]);
  const askedLanguage = useRouterState({ select: (s) => (s.location.search as { lang?: string }).lang });
  const shownLanguage = (LANGUAGES.find((l) => l.code === askedLanguage)?.code ?? page.language) as LanguageCode;
  const loadingLanguage = askedLanguage !== undefined && shownLanguage !== page.language;
  const title = t(TITLE_KEYS[data.type]);
  usePageTitle(title);

  const shopName = useSelector(runtime.startup, selectShopName);
  const shopUrl = useSelector(runtime.startup, selectShopUrl);
  const shopEmail = useSelector(runtime.startup, selectShopEmail);
  const shop = useMemo(() => ({ name: shopName, url: shopUrl }), [shopName, shopUrl]);
  const texts = useEmailLanguage(page.language, shopName);

  const [refused, setRefused] = useState<RefusedErrors | null>(null);
  const [testOpen, setTestOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);

  const current = useMemo(() => valuesOfTemplate(data.template), [data]);
  const save = emailTemplateSave(runtime, page);
  const { actor, values } = useSaveBar(current, async (input) => {
    if (blocked) throw new Error(t('emails:errors.fixFirst'));
    try {
      const saved = await save(input);
      runtime.toasts.send({ type: 'toast.show', toast: { content: t('emails:saved') } });
      return saved;
    } catch (error) {
      if (!(error instanceof TemplateRefused)) throw error;
      const sent = templateOf(page, { ...input.current, ...input.unsaved });
      setRefused({ errors: error.errors, values: Object.fromEntries(TEMPLATE_TEXT_FIELDS.map((f) => [f, sent[f]])) as RefusedErrors['values'] });
      throw new Error(t('emails:errors.refused'), { cause: error });
    }
  });
  const template = useMemo(() => templateOf(page, values), [page, values]);
  const preview = useEmailPreview(template, shop, texts?.labels ?? null);
  const liquid = preview.result && !preview.result.ok ? preview.result.errors : [];
  const errors = { ...liquidErrors(t, stillRefused(refused, template)), ...liquidErrors(t, liquid), ...formErrors(t, template) };
  const blocked = Object.keys(errors).length > 0;
  const change = useCallback((key: string, value: unknown) => actor.send({ type: 'saveBar.change', key, value }), [actor]);
  const closeTest = useCallback(() => setTestOpen(false), []);

  const resetTexts = () => {
    setResetOpen(false);
    if (!texts) return;
    for (const field of TEMPLATE_TEXT_FIELDS) change(field, texts.defaultText(page.type, field));
  };

  return (
    <Page
      fullWidth
      title={title}
      backAction={{ content: t(backOf(data.type).key), url: backOf(data.type).url }}
      primaryAction={{ content: t('emails:actions.sendTest'), disabled: blocked || loadingLanguage, onAction: () => setTestOpen(true) }}
      secondaryActions={[{ content: t('emails:actions.reset'), disabled: !texts || loadingLanguage, onAction: () => setResetOpen(true) }]}
    >
      <SaveBar actor={actor} canSave={!blocked} />
      <Layout>
        <SaveErrorBanner
          actor={actor}
          describeConflict={(theirs) =>
            TEMPLATE_TEXT_FIELDS.filter((f) => typeof theirs[f] === 'string').map((f) => `${t(`emails:editor.${f}`)}: ${String(theirs[f])}`)
          }
        />
        {top && <Layout.Section variant="fullWidth">{top}</Layout.Section>}
        <Layout.Section variant="oneHalf">
          <TemplateEditor
            template={template}
            errors={errors}
            language={shownLanguage}
            savedLanguages={data.savedLanguages}
            shopLanguage={data.shopLanguage}
            disabled={loadingLanguage}
            onLanguage={(lang) => void navigate({ to: '.', search: { lang } })}
            onChange={change}
          />
        </Layout.Section>
        <Layout.Section variant="oneHalf">
          <EmailPreview email={preview.email} stale={preview.stale} shopName={shopName} />
        </Layout.Section>
      </Layout>
      {testOpen && <TestEmailModal template={template} defaultEmail={shopEmail} onClose={closeTest} />}
      <ResetModal open={resetOpen} languageName={nameOf(page.language)} onConfirm={resetTexts} onClose={() => setResetOpen(false)} />
    </Page>
  );
}
