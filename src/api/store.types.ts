import type { PageRequest, StorePage } from '../../machines/resource-picker/resource-picker.types';

/** A function that may replace the picker's store calls (SPEC §7: a custom request function). */
export type StoreRequest = (request: PageRequest) => Promise<StorePage>;

/** Answer of `/store/v1/shop/app_info`. */
export interface AppInfoAnswer {
  code: number;
  msg?: string;
  data?: { access_token?: string; app?: { icon?: string; name?: string } } | null;
}
