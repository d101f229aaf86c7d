import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { planChangeMachine } from '../../machines/plan/plan-change.machine';
import {
  selectPlanChoosing, selectPlanDowngradeOpen, selectPlanDowngrading, selectPlanError, selectPlanYearly,
} from '../../machines/plan/plan-change.selectors';

function start(opts: { subscribe?: (planId: number) => Promise<{ confirmation_url: string }>; downgrade?: () => Promise<unknown> } = {}) {
  const log: string[] = [];
  const machine = planChangeMachine.provide({
    actors: {
      subscribe: fromPromise(({ input }) => (log.push(`subscribe ${input.planId}`), (opts.subscribe ?? (async (id) => ({ confirmation_url: `https://billing/${id}` })))(input.planId))),
      downgrade: fromPromise(() => (log.push('downgrade'), (opts.downgrade ?? (async () => ({})))())),
    },
    actions: {
      openConfirmation: (_, { url }) => void log.push(`open ${url}`),
      reloadPlan: () => void log.push('reload'),
    },
  });
  const actor = createActor(machine).start();
  actor.on('plan.downgraded', () => log.push('downgraded'));
  return { actor, log };
}

describe('plan change machine', () => {
  it('switches between monthly and yearly prices', () => {
    const { actor } = start();
    expect(selectPlanYearly(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'plan.showYearly', yearly: true });
    expect(selectPlanYearly(actor.getSnapshot())).toBe(true);
  });

  it('a paid plan asks for the subscription and sends the merchant to the billing confirmation', async () => {
    const { actor, log } = start();
    actor.send({ type: 'plan.choose', plan: { id: 5, free: false } });
    expect(selectPlanChoosing(actor.getSnapshot())).toBe(5);
    await waitFor(actor, (s) => s.status === 'done');
    expect(log).toEqual(['subscribe 5', 'open https://billing/5']);
    expect(selectPlanChoosing(actor.getSnapshot())).toBe(5);
  });

  it('a failed subscription shows the message and leaves the table usable', async () => {
    const { actor, log } = start({ subscribe: () => Promise.reject(new Error('Billing is down')) });
    actor.send({ type: 'plan.choose', plan: { id: 5, free: false } });
    const s = await waitFor(actor, (x) => x.matches('choosing'));
    expect(selectPlanError(s)).toBe('Billing is down');
    expect(selectPlanChoosing(s)).toBeNull();
    expect(log).toEqual(['subscribe 5']);
    actor.send({ type: 'plan.dismissError' });
    expect(selectPlanError(actor.getSnapshot())).toBeNull();
  });

  it('the free plan asks to confirm; Stay changes nothing', () => {
    const { actor, log } = start();
    actor.send({ type: 'plan.choose', plan: { id: 2, free: true } });
    expect(selectPlanDowngradeOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'plan.cancelDowngrade' });
    expect(selectPlanDowngradeOpen(actor.getSnapshot())).toBe(false);
    expect(log).toEqual([]);
  });

  it('a confirmed downgrade cancels the subscription, reloads the plan and says so', async () => {
    const { actor, log } = start();
    actor.send({ type: 'plan.choose', plan: { id: 2, free: true } });
    actor.send({ type: 'plan.confirmDowngrade' });
    expect(selectPlanDowngrading(actor.getSnapshot())).toBe(true);
    expect(selectPlanDowngradeOpen(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(log).toEqual(['downgrade', 'reload', 'downgraded']);
    expect(selectPlanDowngradeOpen(actor.getSnapshot())).toBe(false);
  });

  it('a failed downgrade closes the dialog and shows the message', async () => {
    const { actor, log } = start({ downgrade: () => Promise.reject(new Error('Cannot cancel')) });
    actor.send({ type: 'plan.choose', plan: { id: 2, free: true } });
    actor.send({ type: 'plan.confirmDowngrade' });
    const s = await waitFor(actor, (x) => x.matches('choosing'));
    expect(selectPlanError(s)).toBe('Cannot cancel');
    expect(selectPlanDowngradeOpen(s)).toBe(false);
    expect(log).toEqual(['downgrade']);
  });
});
