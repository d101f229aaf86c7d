import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { tokenCacheMachine, usableToken } from '../../machines/token/token-cache.machine';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(fail = false) {
  const clock = new SimulatedClock();
  let n = 0;
  const machine = tokenCacheMachine.provide({
    actors: {
      fetchToken: fromPromise(async () => {
        n += 1;
        if (fail) throw new Error('no token');
        return { token: `t${n}`, expiresAt: clock.now() + 60_000 };
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { now: () => clock.now() } }).start();
  return { actor, clock, fetches: () => n };
}

describe('token cache machine', () => {
  it('fetches on the first request and reuses the token while it expires more than 10 s from now', async () => {
    const { actor, clock, fetches } = start();
    actor.send({ type: 'token.request' });
    await flush();
    expect(usableToken(actor.getSnapshot().context)).toBe('t1');
    clock.increment(15_000);
    actor.send({ type: 'token.request' });
    expect(fetches()).toBe(1);
    expect(actor.getSnapshot().value).toBe('valid');
  });

  it('refreshes in the background when 40 s or less remain, serving the old token meanwhile', async () => {
    const { actor, clock, fetches } = start();
    actor.send({ type: 'token.request' });
    await flush();
    clock.increment(19_999);
    expect(actor.getSnapshot().value).toBe('valid');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(usableToken(actor.getSnapshot().context)).toBe('t1');
    await flush();
    expect(fetches()).toBe(2);
    expect(usableToken(actor.getSnapshot().context)).toBe('t2');
    expect(actor.getSnapshot().value).toBe('valid');
  });

  it('does not hand out a token 10 s or less from expiry', async () => {
    const { actor, clock } = start();
    actor.send({ type: 'token.request' });
    await flush();
    const ctx = actor.getSnapshot().context;
    expect(usableToken({ ...ctx, now: () => clock.now() + 50_000 })).toBeNull();
    expect(usableToken({ ...ctx, now: () => clock.now() + 49_999 })).toBe('t1');
  });

  it('a failed fetch ends in failed and the next request tries again', async () => {
    const { actor, fetches } = start(true);
    actor.send({ type: 'token.request' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('no token');
    actor.send({ type: 'token.request' });
    await flush();
    expect(fetches()).toBe(2);
  });

  it('clear forgets the token', async () => {
    const { actor } = start();
    actor.send({ type: 'token.request' });
    await flush();
    actor.send({ type: 'token.clear' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(usableToken(actor.getSnapshot().context)).toBeNull();
  });
});
