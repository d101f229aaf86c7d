import { assign, fromPromise, setup } from 'xstate';
import { afterAuthTarget, allowedStateUrl, safeInternalPath, sessionFromAnswer } from './auth.selectors';
import type { AuthResponse, LoginResponse } from '../../src/contract/auth';
import { AUTH_CODE_FAILED, AUTHORIZE_FAILED, STATE_MISMATCH, type AuthContext, type AuthEvent, type AuthInput, type AuthOutcome } from './auth.types';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * The /auth page (SPEC §2): sign exchange, login redirect, code exchange or login, then the
 * after-success routing. Ends with an {@link AuthOutcome}; the session is in context.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    input: {} as AuthInput,
    output: {} as AuthOutcome,
    events: {} as AuthEvent,
  },
  actors: {
    exchangeSign: fromPromise<AuthResponse, { sign: string; shopId: string }>(notProvided('exchangeSign')),
    authenticate: fromPromise<AuthResponse, { params: Record<string, string> }>(notProvided('authenticate')),
    login: fromPromise<LoginResponse, { shop: string }>(notProvided('login')),
  },
  guards: {
    hasSign: ({ context: { input } }) => !!input.query.sign && !!input.query.shopify_shop_id,
    noShopOutsideHost: ({ context: { input } }) => !input.query.shop && !input.embedded,
    hasCode: ({ context: { input } }) => !!input.query.code,
    stateBound: ({ context: { input } }) => !!input.query.state && input.query.state === input.expectedState,
    stateUrlAllowed: ({ context: { input } }) => allowedStateUrl(input.query.state, input) !== null,
    exitsToStoreAdmin: ({ context: { input } }) => input.exitToStoreAdmin,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ input, session: null, error: null, redirect: null }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Reads the /auth query and picks the way in.',
      always: [
        { guard: 'hasSign', target: 'exchangingSign' },
        { guard: 'noShopOutsideHost', target: 'toLogin' },
        { guard: 'hasCode', target: 'checkingState' },
        { target: 'loggingIn' },
      ],
    },
    exchangingSign: {
      description: 'Operator entry: marks the session super admin and exchanges the sign for a token.',
      invoke: {
        src: 'exchangeSign',
        input: ({ context: { input } }) => ({ sign: input.query.sign ?? '', shopId: input.query.shopify_shop_id ?? '' }),
        onDone: {
          target: 'routing',
          actions: assign({ session: ({ event, context }) => sessionFromAnswer(event.output, context.input.query.shop ?? '', true) }),
        },
        onError: { target: 'failed', actions: assign({ error: AUTHORIZE_FAILED }) },
      },
    },
    checkingState: {
      description: 'A callback is exchanged only when its state is the one this browser kept when its login started.',
      always: [{ guard: 'stateBound', target: 'authenticating' }, { target: 'refused', actions: assign({ error: STATE_MISMATCH }) }],
    },
    refused: {
      description: 'A callback this browser did not start (login CSRF): nothing is exchanged; the page offers the way back to log in.',
    },
    authenticating: {
      description: 'Exchanges the authorisation code of the callback URL for a session.',
      invoke: {
        src: 'authenticate',
        input: ({ context: { input } }) => ({ params: input.query }),
        onDone: {
          target: 'afterCode',
          actions: assign({ session: ({ event, context }) => sessionFromAnswer(event.output, context.input.query.shop ?? '', false) }),
        },
        onError: { target: 'failed', actions: assign({ error: AUTHORIZE_FAILED }) },
      },
    },
    afterCode: {
      description: 'After a code exchange: an allowed state URL wins, then the store admin page, then routing.',
      always: [
        { guard: 'stateUrlAllowed', target: 'toStateUrl' },
        { guard: 'exitsToStoreAdmin', target: 'toStoreAdmin' },
        { target: 'routing' },
      ],
    },
    loggingIn: {
      description: 'Calls login with the shop; may be told to authorise first.',
      invoke: {
        src: 'login',
        input: ({ context: { input } }) => ({ shop: input.query.shop ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.is_authorization_required === 1 && !!event.output.redirect_url,
            target: 'toAuthorization',
            actions: assign({ redirect: ({ event }) => event.output.redirect_url ?? null }),
          },
          {
            guard: ({ event }) => !!event.output.shop_info?.token && !!event.output.shop_settings_info,
            target: 'routing',
            actions: assign({
              session: ({ event, context }) =>
                sessionFromAnswer(event.output as AuthResponse, context.input.query.shop ?? '', false),
            }),
          },
          { target: 'failed', actions: assign({ error: AUTH_CODE_FAILED }) },
        ],
        onError: { target: 'failed', actions: assign({ error: AUTH_CODE_FAILED }) },
      },
    },
    failed: {
      description: 'The exchange or login failed; the page shows the error with a way to retry.',
      on: { 'auth.retry': { target: 'deciding', actions: assign({ error: null }) } },
    },
    toLogin: {
      type: 'final',
      description: 'No shop outside a host: the login page.',
      output: (): AuthOutcome => ({ type: 'navigate', to: '/login', search: {} }),
    },
    toAuthorization: {
      type: 'final',
      description: 'The merchant must authorise the app at the redirect URL.',
      output: ({ context }): AuthOutcome => ({ type: 'external', url: context.redirect ?? '/' }),
    },
    toStateUrl: {
      type: 'final',
      description: 'The state parameter was an allowed URL.',
      output: ({ context: { input } }): AuthOutcome => ({ type: 'external', url: allowedStateUrl(input.query.state, input) ?? '/' }),
    },
    toStoreAdmin: {
      type: 'final',
      description: 'Back into the store admin app page.',
      output: ({ context: { input } }): AuthOutcome => ({ type: 'storeAdmin', path: safeInternalPath(input.query.path) }),
    },
    routing: {
      type: 'final',
      description: 'Signed in: the after-success rules pick the page.',
      output: ({ context }): AuthOutcome =>
        context.session ? afterAuthTarget(context.input.query, context.session) : { type: 'navigate', to: '/login', search: {} },
    },
  },
  output: ({ event }) => (event as unknown as { output: AuthOutcome }).output,
});

