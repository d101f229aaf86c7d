import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { WidgetDisplayMachine } from '../../../machines/widget-display/widget-display.machine';
import { widgetDisplayMachineFor } from '../../app/actors/widget-display.actors';
import { useRuntime } from '../../app/runtime-context';
import type { WidgetDisplayAnswer } from '../../contract/widgets';

/** The running /display switches. */
export type WidgetDisplayActor = ActorRefFrom<WidgetDisplayMachine>;

/** The /display switches machine, started from the loader's answer; each saved switch is confirmed by a toast. */
export function useWidgetDisplay(loaded: WidgetDisplayAnswer): WidgetDisplayActor {
  const { t } = useTranslation('display');
  const runtime = useRuntime();
  const [machine] = useState(() => widgetDisplayMachineFor(runtime));
  const actor = useActorRef(machine, { input: loaded });
  useEffect(() => {
    const sub = actor.on('widgetDisplay.saved', ({ widget, enabled }) => {
      const name = t(`widgets.${widget}.name`);
      runtime.toasts.send({ type: 'toast.show', toast: { content: t(enabled ? 'index.turnedOn' : 'index.turnedOff', { name }) } });
    });
    return () => sub.unsubscribe();
  }, [actor, runtime, t]);
  return actor;
}
