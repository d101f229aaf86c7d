import { ContextualSaveBar } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { saveBarMachine } from '../../machines/save-bar/save-bar.machine';
import { hasUnsaved } from '../../machines/save-bar/save-bar.selectors';
import { ConfirmLeaveModal } from './ConfirmLeaveModal';

/** 'Unsaved Changes' with Save and Discard, driven by a save-bar actor; asks before leaving with unsaved changes. */
export function SaveBar({ actor }: { actor: ActorRefFrom<typeof saveBarMachine> }) {
  const { t } = useTranslation('common');
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const dirty = useSelector(actor, (s) => hasUnsaved(s.context));
  return (
    <>
      {open && (
        <ContextualSaveBar
          message={t('saveBar.message')}
          saveAction={{ content: t('saveBar.save'), loading: saving, disabled: !dirty, onAction: () => actor.send({ type: 'saveBar.save' }) }}
          discardAction={{ content: t('saveBar.discard'), disabled: saving, onAction: () => actor.send({ type: 'saveBar.discard' }) }}
        />
      )}
      <ConfirmLeaveModal when={dirty} />
    </>
  );
}
