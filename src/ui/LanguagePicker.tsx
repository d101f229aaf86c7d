import { ActionList, Button, Popover } from '@shopify/polaris';
import { LanguageIcon } from '@shopify/polaris-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageSave } from '../app/language-save';
import { useRuntime } from '../app/runtime-context';
import { languageName, resolveLanguage } from '../lib/languages';
import { LANGUAGES, type LanguageCode } from '../contract/constants';

/**
 * Picks the interface language; the choice is saved as the shop's backend_lang and shown once saved
 * (a failed save says so, with Try again).
 */
export function LanguagePicker({ compact = false }: { /** Icon only. */ compact?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const runtime = useRuntime();
  const [open, setOpen] = useState(false);
  const current = resolveLanguage(i18n.language);
  const name = languageName(current);

  const save = useLanguageSave(runtime);

  const choose = (code: LanguageCode) => {
    setOpen(false);
    void save.choose(code).then((saved) => {
      if (saved) return;
      // In the language still on screen: the interface switches only once the choice is saved.
      runtime.toasts.send({
        type: 'toast.show',
        toast: { content: t('language.saveFailed'), error: true, action: { content: t('errors.tryAgain'), onAction: () => choose(code) } },
      });
    });
  };

  return (
    <Popover
      active={open}
      onClose={() => setOpen(false)}
      autofocusTarget="first-node"
      preferredAlignment="right"
      activator={
        <Button icon={LanguageIcon} disclosure loading={save.saving !== null} onClick={() => setOpen((v) => !v)} accessibilityLabel={t('language.label')}>
          {compact ? undefined : name}
        </Button>
      }
    >
      <div data-testid="language-list">
        <ActionList
          actionRole="menuitemradio"
          items={LANGUAGES.map((l) => ({ content: l.name, active: l.code === current, onAction: () => choose(l.code) }))}
        />
      </div>
    </Popover>
  );
}
