import { Modal, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';

/** Asks before the default texts replace the merchant's (as unsaved edits, so Discard still brings them back). */
export function ResetModal({ open, languageName, onConfirm, onClose }: { open: boolean; languageName: string; onConfirm(): void; onClose(): void }) {
  const { t } = useTranslation('emails');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('reset.title')}
      primaryAction={{ content: t('reset.confirm'), destructive: true, onAction: onConfirm }}
      secondaryActions={[{ content: t('reset.cancel'), onAction: onClose }]}
    >
      <Modal.Section>
        <Text as="p">{t('reset.body', { language: languageName })}</Text>
      </Modal.Section>
    </Modal>
  );
}
