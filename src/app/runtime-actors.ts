import type { i18n as I18n } from 'i18next';
import { createActor, fromPromise } from 'xstate';
import { discountMachine } from '../../machines/discount/discount.machine';
import type { DiscountAnswer } from '../contract/dashboard';
import { resourcePickerMachine } from '../../machines/resource-picker/resource-picker.machine';
import { startupMachine } from '../../machines/startup/startup.machine';
import type { StartupData } from '../../machines/startup/startup.types';
import type { Api } from '../api';
import type { StoreClient } from '../api/store.api';
import { DISCOUNT_POPUP_INTERVAL_S, SHOP_INFO_TTL_S } from '../lib/constants';
import { storageGet, storageSet, toBase64Json } from '../lib/storage';
import type { AppEvents } from './app-events';

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
  return { userInfo, shopConfig, embeds, displayLimit, plan, userSettings };
}

/** The startup actor of the page. */
export function createStartupActor(api: Api) {
  return createActor(startupMachine.provide({ actors: { loadStartup: fromPromise(() => loadStartup(api)) } })).start();
}

/** Pages that never show the discount offer: the plan page (SPEC §2) and the first-run guide. */
export const OFFER_HIDDEN_ON: readonly string[] = ['/plan', '/guide'];

/** Storage key of the popup flag for a user. */
const popupKey = (user: string) => `discountPopup_${user || 'shop'}`;

/**
 * The discount actor: asks the server, shows the popup at most once per 10 minutes per user
 * and never on /plan, and asks for a plan refresh when an offer ends.
 */
export function createDiscountActor(deps: { api: Api; events: AppEvents; userName: () => string; path: () => string }) {
  const machine = discountMachine.provide({
    actors: {
      activate: fromPromise(({ input }) =>
        deps.api.http.post<DiscountAnswer>('api/v1/admin/activate_discount', { trigger_mode: input.triggerMode }, { rejectOnly: true }),
      ),
    },
    actions: {
      refreshPlans: () => deps.events.emit('plans.refresh', {}),
      markPopupShown: () => storageSet(popupKey(deps.userName()), 1, { expiresInS: DISCOUNT_POPUP_INTERVAL_S }),
    },
    guards: {
      popupAllowed: () => !OFFER_HIDDEN_ON.includes(deps.path()) && storageGet(popupKey(deps.userName())) === null,
    },
  });
  return createActor(machine, { input: {} });
}

/** The picker actor; its toasts and expired-token notices go to the given handlers. */
export function createPickerActor(deps: {
  store: StoreClient;
  i18n: I18n;
  toast: (message: string, error: boolean) => void;
  expiredToken: () => void;
}) {
  const actor = createActor(resourcePickerMachine.provide({ actors: { fetchPage: fromPromise(({ input }) => deps.store.fetchPage(input)) } }));
  actor.on('picker.toast', (e) => deps.toast(deps.i18n.t(`picker.errors.${toastKey(e.message)}`, { ns: 'common', defaultValue: e.message }), e.error));
  actor.on('picker.expiredToken', () => deps.expiredToken());
  return actor.start();
}

function toastKey(message: string): string {
  if (message.startsWith('Invalid response')) return 'missingData';
  if (message.startsWith('Network')) return 'network';
  return 'fetchError';
}
