import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine';

type Snapshot = Pick<SnapshotFrom<typeof loginMachine>, 'context' | 'matches'>;

/** The shop field's text. */
export const selectLoginShop = (s: Snapshot): string => s.context.shop;

/** True when the typed shop cannot be a shop domain. */
export const selectLoginInvalidShop = (s: Snapshot): boolean => s.context.invalidShop;

/** The failure message ('' when login named no authorisation page), null when nothing failed. */
export const selectLoginFailure = (s: Snapshot): string | null => s.context.failure;

/** True from submit until the page leaves for the authorisation page. */
export const selectLoginBusy = (s: Snapshot): boolean => !s.matches('editing');
