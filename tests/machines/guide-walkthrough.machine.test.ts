import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { guideWalkthroughMachine } from '../../machines/setup-guide/guide-walkthrough.machine';
import {
  selectWalkthroughError, selectWalkthroughFinishing, selectWalkthroughIndex, selectWalkthroughLast, selectWalkthroughStep,
} from '../../machines/setup-guide/guide-walkthrough.selectors';
import { GUIDE_STEPS } from '../../src/contract/constants';

function start(complete: () => Promise<void> = async () => undefined) {
  const done: string[] = [];
  const machine = guideWalkthroughMachine.provide({
    actors: { completeInstall: fromPromise(complete) },
    actions: { guideDone: () => void done.push('guideDone') },
  });
  return { actor: createActor(machine).start(), done };
}

describe('guide walkthrough machine', () => {
  it('walks the six steps with next and back, never past either end', () => {
    const { actor } = start();
    expect(selectWalkthroughStep(actor.getSnapshot())).toBe(GUIDE_STEPS[0]);
    actor.send({ type: 'walkthrough.back' });
    expect(selectWalkthroughIndex(actor.getSnapshot())).toBe(0);
    for (let i = 0; i < 10; i++) actor.send({ type: 'walkthrough.next' });
    expect(selectWalkthroughIndex(actor.getSnapshot())).toBe(GUIDE_STEPS.length - 1);
    expect(selectWalkthroughLast(actor.getSnapshot())).toBe(true);
    expect(selectWalkthroughStep(actor.getSnapshot())).toBe('referral_active');
    actor.send({ type: 'walkthrough.back' });
    expect(selectWalkthroughIndex(actor.getSnapshot())).toBe(GUIDE_STEPS.length - 2);
    expect(selectWalkthroughLast(actor.getSnapshot())).toBe(false);
  });

  it('finish only works on the last step', () => {
    const { actor } = start();
    actor.send({ type: 'walkthrough.finish' });
    expect(actor.getSnapshot().value).toBe('walking');
  });

  it('finishing marks the install complete, tells the session and ends', async () => {
    let calls = 0;
    const { actor, done } = start(async () => void calls++);
    for (let i = 0; i < GUIDE_STEPS.length - 1; i++) actor.send({ type: 'walkthrough.next' });
    actor.send({ type: 'walkthrough.finish' });
    expect(selectWalkthroughFinishing(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toBe(1);
    expect(done).toEqual(['guideDone']);
  });

  it('a failed finish stays on the last step with the message, and can be tried again', async () => {
    let fail = true;
    const { actor, done } = start(async () => {
      if (fail) throw new Error('Server error');
    });
    for (let i = 0; i < GUIDE_STEPS.length - 1; i++) actor.send({ type: 'walkthrough.next' });
    actor.send({ type: 'walkthrough.finish' });
    const s = await waitFor(actor, (x) => x.matches('walking'));
    expect(selectWalkthroughError(s)).toBe('Server error');
    expect(selectWalkthroughLast(s)).toBe(true);
    expect(done).toEqual([]);
    actor.send({ type: 'walkthrough.dismissError' });
    expect(selectWalkthroughError(actor.getSnapshot())).toBeNull();
    fail = false;
    actor.send({ type: 'walkthrough.finish' });
    await waitFor(actor, (x) => x.status === 'done');
    expect(done).toEqual(['guideDone']);
  });
});
