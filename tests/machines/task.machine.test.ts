import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { taskMachine } from '../../machines/task/task.machine';
import { selectTaskBusy, selectTaskError } from '../../machines/task/task.selectors';

function start(perform: (input: unknown) => Promise<unknown>) {
  const emitted: unknown[] = [];
  const actor = createActor(taskMachine.provide({ actors: { perform: fromPromise(({ input }) => perform(input)) } })).start();
  actor.on('task.done', (e) => emitted.push(e));
  actor.on('task.failed', (e) => emitted.push(e));
  return { actor, emitted };
}

describe('task machine', () => {
  it('runs perform with the input and emits the answer', async () => {
    const { actor, emitted } = start(async (input) => ({ echo: input }));
    actor.send({ type: 'task.run', input: 7 });
    expect(selectTaskBusy(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (x) => x.matches('idle'));
    expect(s.context.output).toEqual({ echo: 7 });
    expect(emitted).toEqual([{ type: 'task.done', output: { echo: 7 }, run: 1 }]);
  });

  it('a failure keeps the message until dismissed or run again', async () => {
    let fail = true;
    const { actor, emitted } = start(async () => {
      if (fail) throw new Error('Server error');
      return 'ok';
    });
    actor.send({ type: 'task.run', input: null });
    const s = await waitFor(actor, (x) => x.matches('failed'));
    expect(selectTaskError(s)).toBe('Server error');
    expect(selectTaskBusy(s)).toBe(false);
    fail = false;
    actor.send({ type: 'task.run', input: null });
    expect(selectTaskError(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (x) => x.matches('idle'));
    expect(emitted).toEqual([
      { type: 'task.failed', message: 'Server error', run: 1 },
      { type: 'task.done', output: 'ok', run: 2 },
    ]);
  });

  it('a refused input shows its message without running; dismiss clears it', () => {
    let calls = 0;
    const { actor } = start(async () => void calls++);
    actor.send({ type: 'task.invalid', message: 'Enter a code' });
    expect(selectTaskError(actor.getSnapshot())).toBe('Enter a code');
    actor.send({ type: 'task.dismiss' });
    expect(selectTaskError(actor.getSnapshot())).toBeNull();
    expect(calls).toBe(0);
  });

  it('a second run while one is in flight is ignored', async () => {
    let calls = 0;
    const { actor } = start(async () => ++calls);
    actor.send({ type: 'task.run', input: 1 });
    actor.send({ type: 'task.run', input: 2 });
    await waitFor(actor, (x) => x.matches('idle'));
    expect(calls).toBe(1);
  });
});
