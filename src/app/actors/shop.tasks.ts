import type { ShopConfigKey } from '../../contract/shop';
import type { Runtime } from '../runtime';
import { provideTask } from './task.actors';

/** Saves one shop config value and hands the saved config to startup. */
export const shopConfigTask = (runtime: Runtime) =>
  provideTask(async ({ key, value }: { key: ShopConfigKey; value: string | number }) => {
    const shopConfig = await runtime.api.shop.saveShopConfig(key, value);
    runtime.startup.send({ type: 'startup.configSaved', shopConfig });
    return shopConfig;
  });
