import { fromPromise } from 'xstate';
import { appEmbedMachine } from '../../../machines/widget-display/app-embed.machine';
import type { AppEmbedStatus } from '../../../machines/widget-display/app-embed.types';
import { widgetDisplayMachine } from '../../../machines/widget-display/widget-display.machine';
import { DisplayConflict, type DisplaySaveInput } from '../../../machines/widget-display/widget-display.types';
import { isApiError } from '../../api/errors';
import { SETTINGS_CONFLICT_CODE } from '../../contract/constants';
import type { WidgetDisplayAnswer } from '../../contract/widgets';
import { sharedCall } from '../../routes/shared-call';
import type { Runtime } from '../runtime';

/** True when a save was refused as stale (HTTP 409 with the settings conflict code). */
const isConflict = (error: unknown): boolean => isApiError(error, 'business', 'http') && (error.code === SETTINGS_CONFLICT_CODE || error.status === 409);

/** The /display switches wired to `save_widget_display` (a stale save becomes a {@link DisplayConflict}) and `get_widget_display`. */
export function widgetDisplayMachineFor(runtime: Runtime) {
  const api = runtime.api.widgets;
  return widgetDisplayMachine.provide({
    actors: {
      saveDisplay: fromPromise<WidgetDisplayAnswer, DisplaySaveInput>(({ input }) =>
        api.saveDisplay(input).catch((error: unknown) => {
          throw isConflict(error) ? new DisplayConflict() : error;
        }),
      ),
      loadDisplays: fromPromise<WidgetDisplayAnswer, void>(() => api.getDisplay()),
    },
  });
}

/**
 * The theme app embed status, read again through `get_core_app_embeds_status`. Every banner on the
 * page shares one read in flight (the HTTP client would cancel an earlier identical request).
 */
export function appEmbedMachineFor(runtime: Runtime) {
  return appEmbedMachine.provide({
    actors: { checkStatus: fromPromise<AppEmbedStatus, void>(() => sharedCall(runtime, 'embedsStatus', () => runtime.api.shop.getEmbedsStatus())) },
  });
}
