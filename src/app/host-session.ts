import type { Runtime } from './runtime';

/**
 * Asks the host for a session again (after it handed none over); once it does, the startup calls
 * run again if they had failed. Resolves true when the app may go back to the page that failed.
 */
export async function retryHostSession(runtime: Runtime): Promise<boolean> {
  if (!runtime.host.retrySession) return true;
  if (!(await runtime.host.retrySession())) return false;
  if (runtime.startup.getSnapshot().matches('failed')) runtime.startup.send({ type: 'startup.retry' });
  return true;
}
