import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../machines/auth/session.machine';

describe('session machine', () => {
  it('takes a token the host page hands over to a page that started without one', () => {
    const actor = createActor(sessionMachine, { input: undefined }).start();
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.send({ type: 'session.tokenRefreshed', token: 'aaa.bbb.ccc' });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.token).toBe('aaa.bbb.ccc');
  });

  it('replaces the token of a signed-in session and keeps its shop', () => {
    const actor = createActor(sessionMachine, { input: { token: 'old.old.old', shop: 'a.myshopify.com' } }).start();
    actor.send({ type: 'session.tokenRefreshed', token: 'new.new.new' });
    expect(actor.getSnapshot().context).toMatchObject({ token: 'new.new.new', shop: 'a.myshopify.com' });
  });
});
