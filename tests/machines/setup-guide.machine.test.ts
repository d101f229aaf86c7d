import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { setupGuideMachine } from '../../machines/setup-guide/setup-guide.machine';
import { activeStep, allDone, clampProgress, firstIncomplete, progress } from '../../machines/setup-guide/setup-guide.selectors';
import { GUIDE_STEPS } from '../../src/contract/constants';
import type { GuideFlags, GuideStep } from '../../src/contract/dashboard';

const flags = (done: GuideStep[]): GuideFlags => Object.fromEntries(GUIDE_STEPS.map((s) => [s, done.includes(s) ? 1 : 0])) as GuideFlags;

function start(opts: { hidden?: boolean; initial?: GuideFlags; load?: () => Promise<GuideFlags>; complete?: (step: GuideStep) => Promise<GuideFlags>; dismiss?: () => Promise<void> } = {}) {
  let server = flags(['is_enable_Theme_extension', 'clicked_custom_reviews_widget_btn']);
  const machine = setupGuideMachine.provide({
    actors: {
      loadFlags: fromPromise(opts.load ?? (async () => server)),
      completeStep: fromPromise(({ input }) => (opts.complete ? opts.complete(input.step) : Promise.resolve((server = { ...server, [input.step]: 1 })))),
      dismiss: fromPromise(opts.dismiss ?? (async () => undefined)),
    },
  });
  return createActor(machine, { input: { hidden: opts.hidden ?? false, flags: opts.initial ?? null } }).start();
}

describe('setup guide machine', () => {
  it('loads the flags, opens the first incomplete step and shows 20 % per step', async () => {
    const a = start();
    const s = await waitFor(a, (x) => x.matches('ready'));
    expect(progress(s.context.flags)).toBe(40);
    expect(activeStep(s.context)).toBe('clicked_migrate_reviews_btn');
  });

  it('shows flags read ahead at once, without a load of its own', () => {
    let loads = 0;
    const a = start({ initial: flags(['is_enable_Theme_extension']), load: async () => (loads += 1, flags([])) });
    expect(a.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(progress(a.getSnapshot().context.flags)).toBe(20);
    expect(loads).toBe(0);
  });

  it('starts hidden when the shop dismissed it, even with flags read ahead', () => {
    expect(start({ hidden: true, initial: flags([]) }).getSnapshot().value).toBe('hidden');
  });

  it('starts hidden when the shop dismissed it', () => {
    expect(start({ hidden: true }).getSnapshot().value).toBe('hidden');
  });

  it('completing a step marks it at once and takes the server answer', async () => {
    const a = start();
    await waitFor(a, (x) => x.matches('ready'));
    a.send({ type: 'guide.complete', step: 'clicked_migrate_reviews_btn' });
    expect(a.getSnapshot().context.flags?.clicked_migrate_reviews_btn).toBe(1);
    const s = await waitFor(a, (x) => x.matches({ ready: 'idle' }));
    expect(progress(s.context.flags)).toBe(60);
    expect(activeStep(s.context)).toBe('enable_review_request_1st_email');
  });

  it('a failed step reloads the real flags and keeps the error', async () => {
    const a = start({ complete: () => Promise.reject(new Error('boom')) });
    await waitFor(a, (x) => x.matches('ready'));
    a.send({ type: 'guide.complete', step: 'enable_discount' });
    const s = await waitFor(a, (x) => x.matches({ ready: 'idle' }) && x.context.error !== null);
    expect(s.context.flags?.enable_discount).toBe(0);
    expect(s.context.error).toBe('boom');
  });

  it('collapses, opens a chosen step, and dismisses (saved) or stays on failure', async () => {
    const a = start();
    await waitFor(a, (x) => x.matches('ready'));
    a.send({ type: 'guide.toggle' });
    expect(a.getSnapshot().context.collapsed).toBe(true);
    a.send({ type: 'guide.openStep', step: 'referral_active' });
    expect(a.getSnapshot().context.collapsed).toBe(false);
    expect(activeStep(a.getSnapshot().context)).toBe('referral_active');
    a.send({ type: 'guide.dismiss' });
    await waitFor(a, (x) => x.matches('hidden'));
    const b = start({ dismiss: () => Promise.reject(new Error('offline')) });
    await waitFor(b, (x) => x.matches('ready'));
    b.send({ type: 'guide.dismiss' });
    const s = await waitFor(b, (x) => x.matches('ready') && x.context.error !== null);
    expect(s.context.error).toBe('offline');
  });

  it('a failed load offers a retry', async () => {
    let n = 0;
    const a = start({ load: async () => (++n === 1 ? Promise.reject(new Error('down')) : flags([])) });
    await waitFor(a, (x) => x.matches('failed'));
    a.send({ type: 'guide.retry' });
    const s = await waitFor(a, (x) => x.matches('ready'));
    expect(progress(s.context.flags)).toBe(0);
  });

  it('property: progress is 20 per done step clamped to 0..100; the active step is the first undone', () => {
    fc.assert(
      fc.property(fc.subarray([...GUIDE_STEPS]), (done) => {
        const f = flags(done);
        expect(progress(f)).toBe(Math.min(100, done.length * 20));
        expect(firstIncomplete(f)).toBe(GUIDE_STEPS.find((s) => !done.includes(s)) ?? null);
        expect(allDone(f)).toBe(done.length === 6);
      }),
    );
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(140)).toBe(100);
  });
});
