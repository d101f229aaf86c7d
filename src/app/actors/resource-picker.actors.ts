import type { i18n as I18n } from 'i18next';
import { createActor, fromPromise } from 'xstate';
import { resourcePickerMachine } from '../../../machines/resource-picker/resource-picker.machine';
import type { StoreClient } from '../../api/store.api';

/** The picker actor; its toasts and expired-token notices go to the given handlers. */
export function createPickerActor(deps: {
  store: StoreClient;
  i18n: I18n;
  toast: (message: string, error: boolean) => void;
  expiredToken: () => void;
}) {
  const actor = createActor(resourcePickerMachine.provide({ actors: { fetchPage: fromPromise(({ input }) => deps.store.fetchPage(input)) } }));
  actor.on('picker.toast', (e) => deps.toast(deps.i18n.t(`picker.errors.${toastKey(e.message)}`, { ns: 'common', defaultValue: e.message }), e.error));
  actor.on('picker.expiredToken', () => deps.expiredToken());
  return actor.start();
}

function toastKey(message: string): string {
  if (message.startsWith('Invalid response')) return 'missingData';
  if (message.startsWith('Network')) return 'network';
  return 'fetchError';
}
