import { WIDGET_DISPLAY_API, widgetDisplayAnswerSchema, type SaveWidgetDisplay } from '../contract/widgets';
import type { HttpClient, RequestOptions } from './http';
import { answer } from './parse';

const rejectOnly: Pick<RequestOptions, 'rejectOnly'> = { rejectOnly: true };

/** The storefront widgets' display (on/off, places, options): these only reject with the error. */
export function widgetsApi(http: HttpClient) {
  return {
    getDisplay: () => http.get(WIDGET_DISPLAY_API.get, rejectOnly).then(answer(widgetDisplayAnswerSchema)),
    saveDisplay: (payload: SaveWidgetDisplay) => http.post(WIDGET_DISPLAY_API.save, payload, rejectOnly).then(answer(widgetDisplayAnswerSchema)),
  };
}
