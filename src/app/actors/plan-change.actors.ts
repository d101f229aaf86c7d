import { fromPromise } from 'xstate';
import { planChangeMachine } from '../../../machines/plan/plan-change.machine';
import { followServerUrl } from '../checked-navigation';
import type { Runtime } from '../runtime';

/** Plan changes wired to add/delete_pricing_plan, the host's external navigation and startup. */
export function planChangeMachineFor(runtime: Runtime) {
  return planChangeMachine.provide({
    actors: {
      subscribe: fromPromise(({ input }) => runtime.api.plans.addPricingPlan(input.planId, input.tierLevel > 1 ? input.tierLevel : undefined)),
      downgrade: fromPromise<unknown>(() => runtime.api.plans.deletePricingPlan()),
    },
    actions: {
      openConfirmation: (_, { url }) => void followServerUrl(runtime, url),
      reloadPlan: () => runtime.startup.send({ type: 'startup.reload' }),
    },
  });
}
