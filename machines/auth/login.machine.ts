import { assign, fromPromise, setup } from 'xstate';
import { normalizeShopDomain } from '../../src/lib/shop-domain';
import type { LoginAnswer, LoginContext, LoginEvent, LoginInput } from './login.types';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The standalone /login page: the merchant types the shop domain, it is checked, login is called
 * and the merchant is sent to the platform's authorisation page; a failure keeps what was typed,
 * shows why and can be retried.
 */
export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent, input: {} as LoginInput | undefined },
  actors: {
    login: fromPromise<LoginAnswer, { shop: string }>(() => Promise.reject(new Error('login is not provided'))),
  },
  actions: {
    /** Leaves for the authorisation page (the host's external navigation). */
    redirect: (_, _params: { url: string }) => undefined,
    /** Tells the merchant the authorisation page was not one the admin follows. */
    redirectRefused: (_, _params: { url: string }) => undefined,
  },
  guards: {
    shopValid: ({ context }) => normalizeShopDomain(context.shop) !== null,
    canRetry: ({ context }) => context.domain !== null,
    mustAuthorize: (_, answer: LoginAnswer) => answer.is_authorization_required === 1 && !!answer.redirect_url,
    /** The authorisation page is one the admin may follow (checked by the app; allowed unless provided). */
    redirectAllowed: (_, _params: { url: string }) => true,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ shop: input?.shop ?? '', domain: null, invalidShop: false, failure: null, redirect: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The shop field; a wrong domain or a failed login is shown here with what was typed.',
      on: {
        'login.change': { actions: assign({ shop: ({ event }) => event.shop, invalidShop: false }) },
        'login.submit': [
          { guard: 'shopValid', target: 'submitting', actions: assign({ domain: ({ context }) => normalizeShopDomain(context.shop) }) },
          { actions: assign({ invalidShop: true }) },
        ],
        'login.retry': { guard: 'canRetry', target: 'submitting' },
        'login.dismissError': { actions: assign({ failure: null }) },
      },
    },
    submitting: {
      description: 'Login is called with the shop domain; the submit button shows loading.',
      entry: assign({ failure: null, invalidShop: false }),
      invoke: {
        src: 'login',
        input: ({ context }) => ({ shop: context.domain ?? '' }),
        onDone: [
          {
            guard: { type: 'mustAuthorize', params: ({ event }) => event.output },
            target: 'checkingRedirect',
            actions: assign({ redirect: ({ event }) => event.output.redirect_url ?? null }),
          },
          { target: 'editing', actions: assign({ failure: '' }) },
        ],
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    checkingRedirect: {
      description: 'The authorisation page is checked before it is followed; one the admin does not follow leaves the form usable.',
      always: [
        { guard: { type: 'redirectAllowed', params: ({ context }) => ({ url: context.redirect ?? '' }) }, target: 'redirecting' },
        { target: 'editing', actions: { type: 'redirectRefused', params: ({ context }) => ({ url: context.redirect ?? '' }) } },
      ],
    },
    redirecting: {
      type: 'final',
      description: "Sent to the platform's authorisation page; the button keeps loading until the page leaves.",
      entry: { type: 'redirect', params: ({ context }) => ({ url: context.redirect ?? '' }) },
    },
  },
});
