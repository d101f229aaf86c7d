import { assign, emit, fromPromise, setup } from 'xstate';
import type { PlanChangeContext, PlanChangeEmitted, PlanChangeEvent, PlanChoice } from './plan-change.types';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Plan changes on /plan: choosing a paid plan asks for a subscription and sends the merchant to
 * the billing confirmation page; choosing the free plan asks to confirm, then cancels the
 * subscription. A failure is shown with the plan table still there to try again.
 */
export const planChangeMachine = setup({
  types: { context: {} as PlanChangeContext, events: {} as PlanChangeEvent, emitted: {} as PlanChangeEmitted },
  actors: {
    subscribe: fromPromise<{ confirmation_url: string }, { planId: number; tierLevel: number }>(() => Promise.reject(new Error('subscribe is not provided'))),
    downgrade: fromPromise<unknown>(() => Promise.reject(new Error('downgrade is not provided'))),
  },
  actions: {
    /** Leaves for the billing confirmation page. */
    openConfirmation: (_, _params: { url: string }) => undefined,
    /** Reloads what startup knows of the plan after a downgrade. */
    reloadPlan: () => undefined,
  },
  guards: {
    isFree: (_, plan: PlanChoice) => plan.free,
  },
}).createMachine({
  id: 'planChange',
  context: { yearly: false, choosing: null, tierLevel: 1, confirmationUrl: null, error: null },
  initial: 'choosing',
  on: {
    'plan.showYearly': { actions: assign({ yearly: ({ event }) => event.yearly }) },
  },
  states: {
    choosing: {
      description: 'The plan table (monthly or yearly) with a button per plan; a failed change is shown above it.',
      on: {
        'plan.choose': [
          { guard: { type: 'isFree', params: ({ event }) => event.plan }, target: 'confirmingDowngrade' },
          { target: 'subscribing', actions: assign({ choosing: ({ event }) => event.plan.id, tierLevel: ({ event }) => event.plan.tierLevel ?? 1 }) },
        ],
        'plan.dismissError': { actions: assign({ error: null }) },
      },
    },
    subscribing: {
      description: "Asks for the paid plan's subscription; its button shows loading.",
      entry: assign({ error: null }),
      invoke: {
        src: 'subscribe',
        input: ({ context }) => ({ planId: context.choosing ?? 0, tierLevel: context.tierLevel }),
        onDone: { target: 'redirecting', actions: assign({ confirmationUrl: ({ event }) => event.output.confirmation_url }) },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => messageOf(event.error), choosing: null }) },
      },
    },
    redirecting: {
      type: 'final',
      description: 'Sent to the billing confirmation page; the button keeps loading until the page leaves.',
      entry: { type: 'openConfirmation', params: ({ context }) => ({ url: context.confirmationUrl ?? '' }) },
    },
    confirmingDowngrade: {
      description: 'The downgrade dialog: Downgrade or Stay.',
      on: {
        'plan.confirmDowngrade': 'downgrading',
        'plan.cancelDowngrade': 'choosing',
      },
    },
    downgrading: {
      description: 'Cancels the subscription (back to Free); the dialog stays open meanwhile.',
      entry: assign({ error: null }),
      invoke: {
        src: 'downgrade',
        onDone: { target: 'choosing', actions: ['reloadPlan', emit({ type: 'plan.downgraded' })] },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
