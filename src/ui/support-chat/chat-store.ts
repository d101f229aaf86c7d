import { useSyncExternalStore } from 'react';
import type { SupportChatDetails } from '../../app/support-chat';

type Listener = () => void;
type Store = { details: SupportChatDetails | null; listeners: Set<Listener> };

const stores = new WeakMap<object, Store>();

function storeOf(runtime: object): Store {
  let store = stores.get(runtime);
  if (!store) {
    store = { details: null, listeners: new Set() };
    stores.set(runtime, store);
  }
  return store;
}

function set(runtime: object, details: SupportChatDetails | null): void {
  const store = storeOf(runtime);
  store.details = details;
  for (const listener of store.listeners) listener();
}

/** Opens the support chat of this runtime's page with the details it is given. */
export const openSupportChat = (runtime: object, details: SupportChatDetails): void => set(runtime, details);

/** Closes the support chat. */
export const closeSupportChat = (runtime: object): void => set(runtime, null);

/** The open chat's details, or null while it is closed. */
export function useSupportChatDetails(runtime: object): SupportChatDetails | null {
  const store = storeOf(runtime);
  return useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    () => store.details,
  );
}
