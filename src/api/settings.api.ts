import { shopConfigsSchema } from '../contract/shop';
import { userSettingsSchema, type UserSettings } from '../contract/settings';
import type { HttpClient, RequestOptions } from './http';
import { answer } from './parse';
import type { Query } from './query';

const rejectOnly: Pick<RequestOptions, 'rejectOnly'> = { rejectOnly: true };

/** Widget settings calls: these only reject with the error (no navigation). */
export function settingsApi(http: HttpClient) {
  return {
    getUserSettings: (query?: Query) =>
      http.get('api/v1/admin/get_user_settings', { ...rejectOnly, ...(query ? { query } : {}) }).then(answer(userSettingsSchema)),
    saveShopSettings: (patch: Partial<UserSettings>) =>
      http.post('api/v1/admin/save_shop_settings', patch, rejectOnly).then(answer(userSettingsSchema)),
    getShopConfigs: (query?: Query) =>
      http.get('api/v1/admin/get_shop_configs', { ...rejectOnly, ...(query ? { query } : {}) }).then(answer(shopConfigsSchema)),
  };
}
