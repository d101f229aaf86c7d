import { fromPromise } from 'xstate';
import { loginMachine } from '../../../machines/auth/login.machine';
import { allowedNavigationOrigins, checkServerUrl, followServerUrl } from '../checked-navigation';
import { rememberLoginState } from '../login-state';
import type { Runtime } from '../runtime';
import { loginCall } from './auth.actors';

/** Follows login's authorisation URL (when allowed), keeping its state for the callback. */
export function followLoginRedirect(runtime: Runtime, url: string): boolean {
  rememberLoginState(url);
  return followServerUrl(runtime, url);
}

/** The /login machine wired to login and to the host's external navigation. */
export function loginMachineFor(runtime: Runtime) {
  const login = loginCall(runtime);
  return loginMachine.provide({
    actors: { login: fromPromise(({ input }) => login(input.shop)) },
    actions: {
      redirect: (_, { url }) => followLoginRedirect(runtime, url),
      redirectRefused: (_, { url }) => followServerUrl(runtime, url),
    },
    guards: { redirectAllowed: (_, { url }) => checkServerUrl(url, allowedNavigationOrigins(runtime), window.location.href) !== null },
  });
}
