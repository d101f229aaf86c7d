import { Banner, BlockStack, Card, Select } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { useLanguageSave } from '../../../app/language-save';
import { useRuntime } from '../../../app/runtime-context';
import { LANGUAGES, type LanguageCode } from '../../../contract/constants';
import { resolveLanguage } from '../../../lib/languages';

/**
 * The admin's own language: saved as backend_lang when chosen, and shown once saved. A failed save
 * says so in the language still on screen, with Try again; the field shows the language on screen.
 */
export function AdminLanguageCard() {
  const { t, i18n } = useTranslation('common');
  const runtime = useRuntime();
  const save = useLanguageSave(runtime);
  return (
    <Card>
      <BlockStack gap="300">
        <Select
          label={t('language.label')}
          options={LANGUAGES.map((l) => ({ label: l.name, value: l.code }))}
          value={resolveLanguage(i18n.language)}
          disabled={save.saving !== null}
          onChange={(code) => void save.choose(code as LanguageCode)}
        />
        {save.failed && (
          <div data-testid="language-save-failed">
            <Banner tone="critical" action={{ content: t('errors.tryAgain'), onAction: () => void save.retry() }}>
              <p>{t('language.saveFailed')}</p>
            </Banner>
          </div>
        )}
      </BlockStack>
    </Card>
  );
}
