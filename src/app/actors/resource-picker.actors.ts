import type { i18n as I18n } from 'i18next';
import { createActor, fromPromise } from 'xstate';
import { resourcePickerMachine } from '../../../machines/resource-picker/resource-picker.machine';
import type { StoreClient } from '../../api/store.api';

/** The picker actor; its toasts go to the given handler (expired tokens are renewed by the store client). */
export function createPickerActor(deps: {
  store: StoreClient;
  i18n: I18n;
  toast: (message: string, error: boolean) => void;
}) {
  const actor = createActor(resourcePickerMachine.provide({ actors: { fetchPage: fromPromise(({ input }) => deps.store.fetchPage(input)) } }));
  actor.on('picker.toast', (e) => deps.toast(deps.i18n.t(`picker.errors.${toastKey(e.message)}`, { ns: 'common', defaultValue: e.message }), e.error));
  return actor.start();
}

function toastKey(message: string): string {
  if (message.startsWith('Invalid response')) return 'missingData';
  if (message.startsWith('Network')) return 'network';
  return 'fetchError';
}
