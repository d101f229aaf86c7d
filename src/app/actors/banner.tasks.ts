import type { BannerKey } from '../../contract/dashboard';
import { provideTask } from './task.actors';
import type { Runtime } from '../runtime';

/** Hides one of the dismissible banners of `bannerStatus` for good (`set_banner_display_setting` value 0). */
export const hideBannerTask = (runtime: Runtime) => provideTask((key: BannerKey) => runtime.api.dashboard.setBannerDisplay(key, 0));
