import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { DEFAULT_DISCOUNT_PRICE, DEFAULT_DISCOUNT_VALUE } from '../../src/contract/constants';
import { hasOffer, offerFrom, triggerableFromError } from './discount.selectors';
import type { DiscountAnswer } from '../../src/contract/dashboard';
import type { DiscountContext, DiscountEvent, DiscountInput } from './discount.types';

/**
 * The discount offer: requested on load and on 'getDiscount'; a running offer ends at endsAt,
 * when it clears, is requested again and the plan list refreshes. The time left is read from
 * endsAt (see remainingAt) by the countdown text on every frame, so no 10 ms tick runs through the
 * machine. The popup opens at most once per 10 minutes (the app's guard says when).
 */
export const discountMachine = setup({
  types: { context: {} as DiscountContext, events: {} as DiscountEvent, input: {} as DiscountInput | undefined },
  actors: {
    activate: fromPromise<DiscountAnswer, { triggerMode: number }>(() => Promise.reject(new Error('activate is not provided'))),
  },
  actions: {
    /** Refreshes the plan list (provided by the app). */
    refreshPlans: () => {},
    /** Remembers that the popup was shown (provided by the app: 10-minute flag per user). */
    markPopupShown: () => {},
    takeTriggerMode: assign({
      triggerMode: ({ context, event }) => (event.type === 'discount.request' ? event.triggerMode ?? context.triggerMode : context.triggerMode),
    }),
    openPopupIfAllowed: enqueueActions(({ enqueue, check }) => {
      if (!check('popupAllowed')) return;
      enqueue.assign({ popupOpen: true });
      enqueue('markPopupShown');
    }),
  },
  guards: {
    /** May the popup open now (provided by the app: not shown in the last 10 minutes, not on /plan). */
    popupAllowed: () => false,
    ended: ({ context }) => context.endsAt === null || context.now() >= context.endsAt,
  },
  delays: { untilEnd: ({ context }) => Math.max(0, (context.endsAt ?? 0) - context.now()) },
}).createMachine({
  id: 'discount',
  context: ({ input }) => ({
    now: input?.now ?? (() => Date.now()),
    triggerMode: input?.triggerMode ?? 0,
    endsAt: null,
    remainingMs: 0,
    discountVal: DEFAULT_DISCOUNT_VALUE,
    price: DEFAULT_DISCOUNT_PRICE,
    tag: '',
    mode: null,
    isTriggerable: false,
    getTime: null,
    popupOpen: false,
  }),
  initial: 'requesting',
  on: { 'discount.popupClose': { actions: assign({ popupOpen: false }) } },
  states: {
    requesting: {
      description: 'Asks the server for an offer.',
      invoke: {
        src: 'activate',
        input: ({ context }) => ({ triggerMode: context.triggerMode }),
        onDone: [
          {
            guard: ({ event }) => hasOffer(event.output),
            target: 'running',
            actions: assign(({ context, event }) => offerFrom(event.output, context.now())),
          },
          {
            target: 'hidden',
            actions: assign(({ event }) => ({ endsAt: null, remainingMs: 0, isTriggerable: event.output.is_triggerable === 1 })),
          },
        ],
        onError: {
          target: 'hidden',
          actions: assign(({ event }) => ({ endsAt: null, remainingMs: 0, isTriggerable: triggerableFromError(event.error) })),
        },
      },
    },
    hidden: {
      description: 'No offer: the tab and popup stay hidden.',
      on: { 'discount.request': { target: 'requesting', actions: 'takeTriggerMode' } },
    },
    running: {
      description: 'An offer is on: the floating tab shows it; the countdown text reads the time left from endsAt on every frame.',
      entry: 'openPopupIfAllowed',
      on: { 'discount.request': { target: 'requesting', actions: 'takeTriggerMode' } },
      always: { guard: 'ended', target: 'expired' },
      after: { untilEnd: 'expired' },
    },
    expired: {
      description: 'The offer ended: it clears, the plan list refreshes and a new offer is requested.',
      entry: [assign({ endsAt: null, remainingMs: 0, popupOpen: false }), 'refreshPlans'],
      always: 'requesting',
    },
  },
});
