import { displayLimitSchema, embedsStatusSchema, shopConfigSchema, userInfoSchema, type ShopConfigKey } from '../contract/shop';
import type { HttpClient } from './http';
import { answer } from './parse';

/** Shop, configuration and status calls. */
export function shopApi(http: HttpClient) {
  return {
    getUserInfo: () => http.get('api/v1/admin/get_user_info').then(answer(userInfoSchema)),
    getEmbedsStatus: () => http.get('api/v1/admin/get_core_app_embeds_status').then(answer(embedsStatusSchema)),
    checkDisplayLimit: () => http.get('api/v1/admin/check_review_display_limit').then(answer(displayLimitSchema)),
    getShopConfig: () => http.get('api/v1/admin/get_shop_config_set').then(answer(shopConfigSchema)),
    /** Saves one config value; numbers are saved with type 'integer'. */
    saveShopConfig: (key: ShopConfigKey, value: string | number) =>
      http
        .post('api/v1/admin/save_shop_config', {
          key,
          value,
          type: typeof value === 'number' ? 'integer' : 'string',
        }, { allowMultiple: true })
        .then(answer(shopConfigSchema)),
  };
}
