import { Modal, Text } from '@shopify/polaris';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * Asks before leaving a page with unsaved changes: 'Leave page' (destructive) goes on,
 * 'Stay' or closing stays. Also warns when the tab is closed or reloaded.
 */
export function ConfirmLeaveModal({ when }: { /** Block leaving while true. */ when: boolean }) {
  const { t } = useTranslation('common');
  const blocker = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: () => when, withResolver: true });
  const open = blocker.status === 'blocked';
  return (
    <Modal
      open={open}
      onClose={() => blocker.reset?.()}
      title={t('leave.title')}
      primaryAction={{ content: t('leave.leave'), destructive: true, onAction: () => blocker.proceed?.() }}
      secondaryActions={[{ content: t('leave.stay'), onAction: () => blocker.reset?.() }]}
    >
      <Modal.Section>
        <Text as="p">{t('leave.body')}</Text>
      </Modal.Section>
    </Modal>
  );
}
