import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { discountMachine } from '../../machines/discount/discount.machine';
import { formatCountdown, percentOff, remainingAt, saleWording, showsMaxPlanTip } from '../../machines/discount/discount.selectors';
import type { DiscountAnswer } from '../../src/contract/dashboard';

const offer = (over: Partial<DiscountAnswer> = {}): DiscountAnswer => ({
  is_get_discount: 1, discount_remaining: 2, discount_value: 0.7, original_price: 11.99, trigger_mode: 0, tag: 'Big', is_triggerable: 1, mode: 1, ...over,
});

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(answers: (() => Promise<DiscountAnswer>)[], opts: { popupAllowed?: boolean } = {}) {
  const clock = new SimulatedClock();
  const calls: number[] = [];
  const refreshPlans = vi.fn();
  const markPopupShown = vi.fn();
  let i = 0;
  const machine = discountMachine.provide({
    actors: {
      activate: fromPromise(({ input }) => {
        calls.push(input.triggerMode);
        const next = answers[Math.min(i++, answers.length - 1)]!;
        return next();
      }),
    },
    actions: { refreshPlans, markPopupShown },
    guards: { popupAllowed: () => opts.popupAllowed ?? false },
  });
  const actor = createActor(machine, { clock, input: { now: () => clock.now(), triggerMode: 2 } }).start();
  return { actor, clock, calls, refreshPlans, markPopupShown };
}

describe('discount countdown machine', () => {
  it('requests on load and shows a running offer with its values', async () => {
    const { actor, calls } = start([async () => offer()]);
    expect(actor.getSnapshot().matches('requesting')).toBe(true);
    await flush();
    const s = actor.getSnapshot();
    expect(s.matches('running')).toBe(true);
    expect(calls).toEqual([2]);
    expect(s.context).toMatchObject({ discountVal: 0.7, price: 11.99, tag: 'Big', remainingMs: 2000, isTriggerable: true });
  });

  it('counts down from its end time and at the end clears, refreshes the plans and asks again', async () => {
    const { actor, clock, calls, refreshPlans } = start([async () => offer(), async () => offer({ is_get_discount: 0, discount_remaining: 0, is_triggerable: 0 })]);
    await flush();
    clock.increment(10);
    expect(remainingAt(actor.getSnapshot().context, clock.now())).toBe(1990);
    clock.increment(10);
    expect(formatCountdown(remainingAt(actor.getSnapshot().context, clock.now()))).toBe('00:01:98');
    clock.increment(1979);
    expect(actor.getSnapshot().matches('running')).toBe(true);
    expect(refreshPlans).not.toHaveBeenCalled();
    clock.increment(1);
    await flush();
    expect(refreshPlans).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(actor.getSnapshot().context.endsAt).toBeNull();
  });

  it('stays hidden without an offer and asks again on getDiscount', async () => {
    const { actor, calls } = start([async () => offer({ is_get_discount: 0, discount_remaining: 0, is_triggerable: 1 }), async () => offer()]);
    await flush();
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(actor.getSnapshot().context.isTriggerable).toBe(true);
    actor.send({ type: 'discount.request', triggerMode: 5 });
    await flush();
    expect(calls).toEqual([2, 5]);
    expect(actor.getSnapshot().matches('running')).toBe(true);
  });

  it('a failed request keeps it hidden and takes is_triggerable from the error data', async () => {
    const err = Object.assign(new Error('No discount available for this plan'), { data: { is_triggerable: 0 } });
    const { actor } = start([() => Promise.reject(err)]);
    await flush();
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(actor.getSnapshot().context.isTriggerable).toBe(false);
    const ok = Object.assign(new Error('x'), { data: { is_triggerable: 1 } });
    const second = start([() => Promise.reject(ok)]);
    await flush();
    expect(second.actor.getSnapshot().context.isTriggerable).toBe(true);
  });

  it('opens the popup only when the app allows it, and marks it shown', async () => {
    const denied = start([async () => offer()], { popupAllowed: false });
    await flush();
    expect(denied.actor.getSnapshot().context.popupOpen).toBe(false);
    expect(denied.markPopupShown).not.toHaveBeenCalled();
    const allowed = start([async () => offer()], { popupAllowed: true });
    await flush();
    expect(allowed.actor.getSnapshot().context.popupOpen).toBe(true);
    expect(allowed.markPopupShown).toHaveBeenCalledTimes(1);
    allowed.actor.send({ type: 'discount.popupClose' });
    expect(allowed.actor.getSnapshot().context.popupOpen).toBe(false);
  });

  it('wording, tip and percent selectors', () => {
    expect(saleWording({ tag: 'Big' })).toBe('bigSale');
    expect(saleWording({ tag: 'Super' })).toBe('superSale');
    expect([1, 2, 3, 4, null].map((mode) => showsMaxPlanTip({ mode }))).toEqual([true, false, true, true, false]);
    expect(percentOff({ discountVal: 0.8 })).toBe(20);
    expect(formatCountdown(61_234)).toBe('01:01:23');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(7_200_000)).toBe('120:00:00');
  });
});
