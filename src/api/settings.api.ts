import type { HttpClient, RequestOptions } from './http';
import type { Query } from './query';
import type { UserSettings } from './settings.types';

const rejectOnly: Pick<RequestOptions, 'rejectOnly'> = { rejectOnly: true };

/** Widget settings calls: these only reject with the error (no navigation). */
export function settingsApi(http: HttpClient) {
  return {
    getUserSettings: (query?: Query) =>
      http.get<UserSettings>('api/v1/admin/get_user_settings', { ...rejectOnly, ...(query ? { query } : {}) }),
    saveShopSettings: (patch: Partial<UserSettings>) =>
      http.post<UserSettings>('api/v1/admin/save_shop_settings', patch, rejectOnly),
    getShopConfigs: (query?: Query) =>
      http.get<{ configs: Record<string, unknown> }>('api/v1/admin/get_shop_configs', { ...rejectOnly, ...(query ? { query } : {}) }),
  };
}

export type SettingsApi = ReturnType<typeof settingsApi>;
