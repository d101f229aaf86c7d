import { fromPromise } from 'xstate';
import { loginMachine } from '../../../machines/auth/login.machine';
import type { Runtime } from '../runtime';
import { loginCall } from './auth.actors';

/** The /login machine wired to login and to the host's external navigation. */
export function loginMachineFor(runtime: Runtime) {
  const login = loginCall(runtime);
  return loginMachine.provide({
    actors: { login: fromPromise(({ input }) => login(input.shop)) },
    actions: { redirect: (_, { url }) => runtime.host.navigateExternal(url) },
  });
}
