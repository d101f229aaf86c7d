import { fromPromise } from 'xstate';
import { setupGuideMachine } from '../../../machines/setup-guide/setup-guide.machine';
import type { Runtime } from '../runtime';

/** The setup-guide machine wired to the API; `dismissible` saves hide_setup_guide = 1 on dismiss. */
export function guideMachineFor(runtime: Runtime, dismissible: boolean) {
  return setupGuideMachine.provide({
    actors: {
      loadFlags: fromPromise(() => runtime.api.dashboard.getSetupGuide()),
      completeStep: fromPromise(({ input }) => runtime.api.dashboard.setSetupGuide(input.step, 1)),
      dismiss: fromPromise<void>(async () => {
        if (!dismissible) return;
        const shopConfig = await runtime.api.shop.saveShopConfig('hide_setup_guide', 1);
        runtime.startup.send({ type: 'startup.configSaved', shopConfig });
      }),
    },
  });
}
