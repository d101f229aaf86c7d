import { createActor, fromPromise } from 'xstate';
import { discountMachine } from '../../../machines/discount/discount.machine';
import type { DiscountAnswer } from '../../contract/dashboard';
import type { Api } from '../../api';
import { DISCOUNT_POPUP_INTERVAL_S } from '../../lib/constants';
import { storageGet, storageSet } from '../../lib/storage';
import type { AppEvents } from '../app-events';
import { popupAllowedAt } from '../offer-pages';

/** Storage key of the popup flag for a user. */
const popupKey = (user: string) => `discountPopup_${user || 'shop'}`;

/**
 * The discount actor: asks the server, shows the popup at most once per 10 minutes per user
 * never on /plan nor over a review opened by its link, and asks for a plan refresh when an offer ends.
 */
export function createDiscountActor(deps: { api: Api; events: AppEvents; userName: () => string; path: () => string; search: () => string }) {
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
      popupAllowed: () => popupAllowedAt(deps.path(), deps.search()) && storageGet(popupKey(deps.userName())) === null,
    },
  });
  return createActor(machine, { input: {} });
}
