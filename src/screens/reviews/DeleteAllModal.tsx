import { Modal, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';

/** Confirms deleting every matching row; deleted rows can be restored for 30 days. */
export function DeleteAllModal({ count, onConfirm, onCancel }: { count: number; onConfirm: () => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation('reviews');
  const formatted = formatNumber(i18n.language, count);
  return (
    <Modal
      open
      onClose={onCancel}
      title={t('deleteAll.title', { count, formatted })}
      primaryAction={{ content: t('deleteAll.confirm', { count, formatted }), destructive: true, onAction: onConfirm }}
      secondaryActions={[{ content: t('actions.cancel'), onAction: onCancel }]}
    >
      <Modal.Section>
        <Text as="p">{t('deleteAll.body')}</Text>
      </Modal.Section>
    </Modal>
  );
}
