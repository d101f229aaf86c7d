import { fromPromise } from 'xstate';
import { requestOrdersMachine } from '../../../machines/collect/request-orders.machine';
import { syncPastOrdersMachine } from '../../../machines/collect/sync-past-orders.machine';
import { settingsOfValues, timingValuesOf } from '../../../machines/collect/timing-form';
import { SaveConflict } from '../../../machines/save-bar/save-bar.types';
import { conflictValues } from '../../api/parse';
import { requestSettingsSchema, type RequestActionPayload, type RequestSettings, type SyncPeriod } from '../../contract/review-requests';
import type { Runtime } from '../runtime';
import type { SaveSettings } from './save-bar.actors';
import type { SyncBatchInput } from '../../../machines/collect/sync-past-orders.types';

/** /collect/orders: actions through `request_action`, then `refresh` (the route's loader again). */
export function requestOrdersMachineFor(runtime: Runtime, refresh: () => Promise<void>) {
  return requestOrdersMachine.provide({
    actors: {
      requestAction: fromPromise(({ input }: { input: RequestActionPayload }) => runtime.api.collect.requestAction(input)),
      refresh: fromPromise(() => refresh()),
    },
  });
}

/** /collect/sync_past_orders: the preview and the batches of `sync_past_orders`. */
export function syncPastOrdersMachineFor(runtime: Runtime) {
  return syncPastOrdersMachine.provide({
    actors: {
      previewSync: fromPromise(({ input }: { input: SyncPeriod }) => runtime.api.collect.previewSync(input)),
      syncBatch: fromPromise(({ input }: { input: SyncBatchInput }) => runtime.api.collect.syncBatch(input)),
    },
  });
}

/**
 * /collect: the review-request settings saved from the version they were loaded with. `check`
 * refuses invalid values (its message is the failed save's; nothing is sent). A stale save rejects
 * with a SaveConflict holding the saved ones, so the edits stay beside them.
 */
export function requestSettingsSave(runtime: Runtime, check: (settings: RequestSettings) => string | null): SaveSettings {
  return async ({ unsaved, current }) => {
    const settings = settingsOfValues({ ...current, ...unsaved });
    const refused = check(settings);
    if (refused) throw new Error(refused);
    try {
      return timingValuesOf(await runtime.api.collect.saveRequestSettings(settings));
    } catch (error) {
      const other = conflictValues(error, requestSettingsSchema);
      if (!other) throw error;
      throw new SaveConflict(timingValuesOf(other));
    }
  };
}
