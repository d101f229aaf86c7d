import { ContextualSaveBar } from '@shopify/polaris';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { useRuntime } from '../app/runtime-context';
import type { HostSaveBar } from '../app/host/host.types';
import type { saveBarMachine } from '../../machines/save-bar/save-bar.machine';
import { selectSaveBarDirty, selectSaveBarOpen, selectSaveBarSaving } from '../../machines/save-bar/save-bar.selectors';
import { ConfirmLeaveModal } from './ConfirmLeaveModal';

/**
 * 'Unsaved Changes' with Save and Discard, driven by a save-bar actor; asks before leaving with unsaved changes.
 * Inside the platform admin the admin draws the bar (App Bridge's contextual save bar) and sends Save and Discard back.
 */
export function SaveBar({
  actor,
  canSave = true,
}: {
  actor: ActorRefFrom<typeof saveBarMachine>;
  /** False while the values cannot be saved (e.g. errors at fields): Save is disabled. */
  canSave?: boolean;
}) {
  const { t } = useTranslation('common');
  const open = useSelector(actor, selectSaveBarOpen);
  const saving = useSelector(actor, selectSaveBarSaving);
  const dirty = useSelector(actor, selectSaveBarDirty);
  const hostBar = useRuntime().host.saveBar;
  const bar = useRef<HostSaveBar | null>(null);
  const canSaveRef = useRef(canSave);
  useEffect(() => {
    canSaveRef.current = canSave;
  }, [canSave]);
  useEffect(() => {
    if (!hostBar) return undefined;
    const created = hostBar({ onSave: () => { if (canSaveRef.current) actor.send({ type: 'saveBar.save' }); }, onDiscard: () => actor.send({ type: 'saveBar.discard' }) });
    bar.current = created;
    return () => {
      created.destroy();
      bar.current = null;
    };
  }, [hostBar, actor]);
  useEffect(() => bar.current?.update({ visible: open, saving, dirty: dirty && canSave }), [hostBar, actor, open, saving, dirty, canSave]);
  return (
    <>
      {open && !hostBar && (
        <ContextualSaveBar
          message={t('saveBar.message')}
          saveAction={{ content: t('saveBar.save'), loading: saving, disabled: !dirty || !canSave, onAction: () => actor.send({ type: 'saveBar.save' }) }}
          discardAction={{ content: t('saveBar.discard'), disabled: saving, onAction: () => actor.send({ type: 'saveBar.discard' }) }}
        />
      )}
      <ConfirmLeaveModal when={dirty} />
    </>
  );
}
