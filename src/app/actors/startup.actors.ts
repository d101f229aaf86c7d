import { createActor, fromPromise } from 'xstate';
import { startupMachine } from '../../../machines/startup/startup.machine';
import type { StartupData } from '../../../machines/startup/startup.types';
import type { Api } from '../../api';
import { SHOP_INFO_TTL_S } from '../../lib/constants';
import { storageSet, toBase64Json } from '../../lib/storage';

/** Loads everything a signed-in page starts with, all calls in parallel. */
export async function loadStartup(api: Api): Promise<StartupData> {
  const [userInfo, shopConfig, embeds, displayLimit, plan, userSettings] = await Promise.all([
    api.shop.getUserInfo(),
    api.shop.getShopConfig(),
    api.shop.getEmbedsStatus(),
    api.shop.checkDisplayLimit(),
    api.plans.getShopPricingPlan(),
    api.settings.getUserSettings(),
  ]);
  storageSet('shopInfo', toBase64Json(userInfo), { expiresInS: SHOP_INFO_TTL_S });
  storageSet('permissions', plan.permissions, { expiresInS: SHOP_INFO_TTL_S });
  // The whole settings answer, kept like the shop info (SPEC §3 stored values; §9: settings cached 86400 s).
  storageSet('userSettings', userSettings, { expiresInS: SHOP_INFO_TTL_S });
  return { userInfo, shopConfig, embeds, displayLimit, plan, userSettings };
}

/** The startup actor of the page. */
export function createStartupActor(api: Api) {
  return createActor(startupMachine.provide({ actors: { loadStartup: fromPromise(() => loadStartup(api)) } })).start();
}
