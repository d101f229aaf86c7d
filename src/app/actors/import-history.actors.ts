import { fromPromise } from 'xstate';
import { importHistoryMachine } from '../../../machines/import/import-history.machine';
import type { Runtime } from '../runtime';

/** The import history machine wired to list_imports. */
export function importHistoryMachineFor(runtime: Runtime) {
  return importHistoryMachine.provide({
    actors: { listImports: fromPromise(async () => (await runtime.api.reviews.listImports()).items) },
  });
}
