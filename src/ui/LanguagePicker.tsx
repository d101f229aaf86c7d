import { ActionList, Button, Popover } from '@shopify/polaris';
import { LanguageIcon } from '@shopify/polaris-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../app/runtime-context';
import { resolveLanguage } from '../lib/languages';
import { LANGUAGES } from '../contract/constants';

/** Picks the interface language; the choice is saved as the shop's backend_lang. */
export function LanguagePicker({ compact = false }: { /** Icon only. */ compact?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const runtime = useRuntime();
  const [open, setOpen] = useState(false);
  const current = resolveLanguage(i18n.language);
  const name = LANGUAGES.find((l) => l.code === current)?.name ?? current;

  const choose = (code: (typeof LANGUAGES)[number]['code']) => {
    setOpen(false);
    runtime.changeLanguage(code).catch((error: unknown) => {
      runtime.toasts.send({
        type: 'toast.show',
        toast: { content: t('language.saveFailed', { message: error instanceof Error ? error.message : '' }), error: true },
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
        <Button icon={LanguageIcon} disclosure onClick={() => setOpen((v) => !v)} accessibilityLabel={t('language.label')}>
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
