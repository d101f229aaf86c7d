import { fromPromise } from 'xstate';
import { guideWalkthroughMachine } from '../../../machines/setup-guide/guide-walkthrough.machine';
import type { Runtime } from '../runtime';

/** The /guide walkthrough wired to complete_install and the session. */
export function guideWalkthroughMachineFor(runtime: Runtime) {
  return guideWalkthroughMachine.provide({
    actors: {
      completeInstall: fromPromise<void>(async () => {
        await runtime.api.dashboard.completeInstall();
      }),
    },
    actions: { guideDone: () => runtime.session.send({ type: 'session.guideDone' }) },
  });
}
