import { assign, fromPromise, setup } from 'xstate';
import { TOKEN_REFRESH_MARGIN_S, TOKEN_REUSE_MARGIN_S } from '../../src/lib/constants';

/** A token and when it expires (ms on the clock). */
export interface TimedToken {
  token: string;
  expiresAt: number;
}

export interface TokenCacheContext {
  now: () => number;
  current: TimedToken | null;
  error: string | null;
}

export type TokenCacheEvent = { type: 'token.request' } | { type: 'token.clear' };

/** The cached token when it expires more than 10 s from now, else null. */
export function usableToken(ctx: Pick<TokenCacheContext, 'current' | 'now'>): string | null {
  const c = ctx.current;
  return c && c.expiresAt - ctx.now() > TOKEN_REUSE_MARGIN_S * 1000 ? c.token : null;
}

/** Milliseconds until the background refresh (40 s before expiry), never negative. */
export function refreshDelay(ctx: Pick<TokenCacheContext, 'current' | 'now'>): number {
  return ctx.current ? Math.max(0, ctx.current.expiresAt - TOKEN_REFRESH_MARGIN_S * 1000 - ctx.now()) : 0;
}

/**
 * Session token cache (SPEC §4): a token is reused while it expires more than 10 s from now and
 * refreshed in the background once 40 s or less remain.
 */
export const tokenCacheMachine = setup({
  types: {
    context: {} as TokenCacheContext,
    events: {} as TokenCacheEvent,
    input: {} as { now?: () => number } | undefined,
  },
  actors: { fetchToken: fromPromise<TimedToken>(() => Promise.reject(new Error('fetchToken is not provided'))) },
  guards: { stale: ({ context }) => usableToken(context) === null },
  delays: { refresh: ({ context }) => refreshDelay(context) },
}).createMachine({
  id: 'tokenCache',
  context: ({ input }) => ({ now: input?.now ?? (() => Date.now()), current: null, error: null }),
  initial: 'empty',
  on: { 'token.clear': { target: '.empty', actions: assign({ current: null }) } },
  states: {
    empty: {
      description: 'No token yet.',
      on: { 'token.request': 'fetching' },
    },
    fetching: {
      description: 'Getting a token; callers wait.',
      invoke: {
        src: 'fetchToken',
        onDone: { target: 'valid', actions: assign({ current: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => String((event.error as Error)?.message ?? event.error) }) },
      },
    },
    valid: {
      description: 'A token is cached; it is refreshed in the background 40 s before it expires.',
      after: { refresh: 'refreshing' },
      on: { 'token.request': { guard: 'stale', target: 'fetching' } },
    },
    refreshing: {
      description: 'Refreshing in the background; the old token serves while it is still good.',
      on: { 'token.request': { guard: 'stale', target: 'fetching' } },
      invoke: {
        src: 'fetchToken',
        onDone: { target: 'valid', actions: assign({ current: ({ event }) => event.output, error: null }) },
        onError: { target: 'valid', actions: assign({ error: ({ event }) => String((event.error as Error)?.message ?? event.error) }) },
      },
    },
    failed: {
      description: 'The last fetch failed; the next request tries again.',
      on: { 'token.request': 'fetching' },
    },
  },
});
