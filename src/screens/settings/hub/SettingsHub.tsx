import { Badge, BlockStack, Box, Card, InlineStack, Layout, Link, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectStartupData } from '../../../../machines/startup/startup.selectors';
import { useRuntime } from '../../../app/runtime-context';
import { languageName, resolveLanguage } from '../../../lib/languages';
import { LanguagePicker } from '../../../ui/LanguagePicker';
import { SkeletonCard } from '../../../ui/SkeletonCard';
import { usePageTitle } from '../../../ui/use-page-title';
import { SECTION_NAMESPACES, SETTINGS_SECTIONS } from './sections';

/** One line of the account card: a label and its value, side by side, the value below on a narrow card. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
      <dt style={{ flex: '0 0 11rem', color: 'var(--p-color-text-secondary)' }}>{label}</dt>
      <dd style={{ margin: 0, flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

/** The account card: shop, domain, email, owner, plan (with a link to the plans) and interface language. */
function AccountCard() {
  const { t, i18n } = useTranslation('settings');
  const runtime = useRuntime();
  const data = useSelector(runtime.startup, selectStartupData);
  if (!data) {
    return (
      <SkeletonCard>
        <SkeletonBodyText lines={6} />
      </SkeletonCard>
    );
  }
  const info = data.userInfo;
  const plan = data.plan.plan_name || info.plan_name;
  // A language without a set of its own (a development pseudo-locale) is named by its base language.
  const language = languageName(resolveLanguage(i18n.language));
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">{t('hub.account.title')}</Text>
        <dl style={{ margin: 0, display: 'grid', rowGap: 'var(--p-space-300)' }} data-testid="settings-account">
            <Field label={t('hub.account.shop')}>{info.name}</Field>
            <Field label={t('hub.account.domain')}>
              <BlockStack gap="050">
                <span>{info.domain || info.myshopify_domain}</span>
                {info.domain && info.domain !== info.myshopify_domain && <Text as="span" tone="subdued">{info.myshopify_domain}</Text>}
              </BlockStack>
            </Field>
            <Field label={t('hub.account.email')}>{info.email}</Field>
            <Field label={t('hub.account.owner')}>{info.owner}</Field>
            <Field label={t('hub.account.plan')}>
              <InlineStack gap="200" blockAlign="center">
                <Badge tone="info">{plan}</Badge>
                <Link url="/plan?source=navigation">{t('hub.account.planAction')}</Link>
              </InlineStack>
            </Field>
            <Field label={t('hub.account.language')}>
              <InlineStack gap="200" blockAlign="center">
                <span>{language}</span>
                <LanguagePicker compact />
              </InlineStack>
            </Field>
        </dl>
      </BlockStack>
    </Card>
  );
}

/** /settings: the account and a link to every settings page that is built, each with what it is for. */
export function SettingsHub() {
  const { t } = useTranslation([...SECTION_NAMESPACES]);
  usePageTitle(t('settings:title'));
  return (
    <Page title={t('settings:title')}>
      <Layout>
        <Layout.Section>
          <AccountCard />
        </Layout.Section>
        <Layout.Section>
          <Card>
            <BlockStack gap="300">
              <Text as="h2" variant="headingMd">{t('settings:hub.sectionsTitle')}</Text>
              <ul className="ra-plain-list" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="settings-sections">
                {SETTINGS_SECTIONS.map((section) => (
                  <li key={section.to}>
                    <Box paddingBlock="200" borderBlockStartWidth="025" borderColor="border-secondary">
                      <BlockStack gap="050">
                        <Link url={section.to} removeUnderline>{t(section.title)}</Link>
                        <Text as="p" tone="subdued">{t(`settings:${section.description}`)}</Text>
                      </BlockStack>
                    </Box>
                  </li>
                ))}
              </ul>
            </BlockStack>
          </Card>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
