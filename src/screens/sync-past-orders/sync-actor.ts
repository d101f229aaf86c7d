import type { ActorRefFrom } from 'xstate';
import type { syncPastOrdersMachine } from '../../../machines/collect/sync-past-orders.machine';

/** The sync machine's actor as the screen's cards get it. */
export type SyncActor = ActorRefFrom<typeof syncPastOrdersMachine>;
