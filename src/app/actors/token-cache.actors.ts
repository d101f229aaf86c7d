import { createActor, fromPromise } from 'xstate';
import { tokenCacheMachine, type TimedToken } from '../../../machines/token/token-cache.machine';

/** The platform host's session-token cache, fetching tokens with the given call. */
export function createTokenCacheActor(fetchToken: () => Promise<TimedToken>) {
  return createActor(tokenCacheMachine.provide({ actors: { fetchToken: fromPromise(() => fetchToken()) } }), { input: {} }).start();
}
