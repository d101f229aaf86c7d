import type { ActorRefFrom } from 'xstate';
import type { manualRequestsMachine } from '../../../machines/request-import/manual-requests.machine';

/** The running manual requests machine a screen and its parts share. */
export type ManualRequestsActor = ActorRefFrom<typeof manualRequestsMachine>;
