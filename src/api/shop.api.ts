import type { HttpClient } from './http';
import type { DisplayLimit, EmbedsStatus, ShopConfig, ShopConfigKey, UserInfoResponse } from './shop.types';

/** Shop, configuration and status calls. */
export function shopApi(http: HttpClient) {
  return {
    getUserInfo: () => http.get<UserInfoResponse>('api/v1/admin/get_user_info'),
    getEmbedsStatus: () => http.get<EmbedsStatus>('api/v1/admin/get_core_app_embeds_status'),
    checkDisplayLimit: () => http.get<DisplayLimit>('api/v1/admin/check_review_display_limit'),
    getShopConfig: () => http.get<ShopConfig>('api/v1/admin/get_shop_config_set'),
    /** Saves one config value; numbers are saved with type 'integer'. */
    saveShopConfig: (key: ShopConfigKey, value: string | number) =>
      http.post<ShopConfig>('api/v1/admin/save_shop_config', {
        key,
        value,
        type: typeof value === 'number' ? 'integer' : 'string',
      }, { allowMultiple: true }),
  };
}

export type ShopApi = ReturnType<typeof shopApi>;
