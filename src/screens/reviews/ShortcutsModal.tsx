import { Modal, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { MODERATION_KEYS, type ModerationKeyHandlers } from './use-moderation-keys';

/** The help overlay: every keyboard shortcut of the list and what it does. */
export function ShortcutsModal({ onClose, available }: { onClose: () => void; /** Shortcuts this list offers. */ available: (keyof ModerationKeyHandlers)[] }) {
  const { t } = useTranslation('reviews');
  return (
    <Modal open onClose={onClose} title={t('keys.title')} secondaryActions={[{ content: t('actions.close'), onAction: onClose }]}>
      <Modal.Section>
        <Text as="p" tone="subdued">
          {t('keys.intro')}
        </Text>
        <table className="ra-keys">
          <tbody>
            {available.map((name) => (
              <tr key={name}>
                <td>
                  {MODERATION_KEYS[name].map((k) => (
                    <kbd key={k}>{k.length > 1 ? t(`keys.names.${k}`, { defaultValue: k }) : k}</kbd>
                  ))}
                </td>
                <td>{t(`keys.${name}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Modal.Section>
    </Modal>
  );
}
