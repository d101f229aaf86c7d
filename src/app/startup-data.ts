import { waitFor, type ActorRefFrom } from 'xstate';
import type { startupMachine } from '../../machines/startup/startup.machine';
import type { StartupData } from '../../machines/startup/startup.types';

/**
 * Startup's data once startup has it: at once when ready, else after the load in flight (or the
 * next one) ends; null when startup failed (the page shows startup's error banner).
 */
export async function startupData(startup: ActorRefFrom<typeof startupMachine>): Promise<StartupData | null> {
  const snapshot = await waitFor(startup, (s) => s.matches('ready') || s.matches('failed'));
  return snapshot.matches('ready') ? snapshot.context.data : null;
}
