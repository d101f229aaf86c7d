import { fromPromise } from 'xstate';
import { authMachine } from '../../../machines/auth/auth.machine';
import type { Runtime } from '../runtime';

/** A cookie's value ('' when unset). */
function readCookie(name: string): string {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : '';
}

/** Login with a shop, coming back to this page's /auth (shared by /auth and /login). */
export function loginCall(runtime: Runtime) {
  return (shop: string) => runtime.api.auth.login({ shop, redirect_url: `${window.location.origin}/auth`, url: window.location.href });
}

/** The /auth machine wired to the sign exchange, the code exchange and login. */
export function authMachineFor(runtime: Runtime) {
  const login = loginCall(runtime);
  return authMachine.provide({
    actors: {
      exchangeSign: fromPromise(({ input }) => runtime.api.auth.exchangeSign(input.sign, input.shopId)),
      authenticate: fromPromise(({ input }) => runtime.api.auth.auth(input.params, window.location.hostname, readCookie('referral_code'))),
      login: fromPromise(({ input }) => login(input.shop)),
    },
  });
}
