import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loginMachine } from '../../machines/auth/login.machine';
import { selectLoginBusy, selectLoginFailure, selectLoginInvalidShop, selectLoginShop } from '../../machines/auth/login.selectors';
import type { LoginResponse as LoginAnswer } from '../../src/contract/auth';

function start(answer: (shop: string) => Promise<LoginAnswer>, shop = '') {
  const calls: string[] = [];
  const redirects: string[] = [];
  const machine = loginMachine.provide({
    actors: { login: fromPromise(({ input }) => (calls.push(input.shop), answer(input.shop))) },
    actions: { redirect: (_, { url }) => void redirects.push(url) },
  });
  return { actor: createActor(machine, { input: { shop } }).start(), calls, redirects };
}

const authorize: LoginAnswer = { is_authorization_required: 1, redirect_url: 'https://admin.example.com/oauth' };

describe('login machine', () => {
  it('starts with the shop of the address', () => {
    const { actor } = start(async () => authorize, 'demo-shop');
    expect(selectLoginShop(actor.getSnapshot())).toBe('demo-shop');
  });

  it('refuses a domain that cannot be a shop, without calling login, and clears the error on typing', () => {
    const { actor, calls } = start(async () => authorize);
    actor.send({ type: 'login.change', shop: 'not a shop!' });
    actor.send({ type: 'login.submit' });
    expect(selectLoginInvalidShop(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
    actor.send({ type: 'login.change', shop: 'demo' });
    expect(selectLoginInvalidShop(actor.getSnapshot())).toBe(false);
  });

  it('normalises the domain, calls login and redirects to the authorisation page', async () => {
    const { actor, calls, redirects } = start(async () => authorize);
    actor.send({ type: 'login.change', shop: 'https://Demo-Shop.myshopify.com/admin' });
    actor.send({ type: 'login.submit' });
    expect(selectLoginBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['demo-shop.myshopify.com']);
    expect(redirects).toEqual(['https://admin.example.com/oauth']);
    expect(selectLoginBusy(actor.getSnapshot())).toBe(true);
  });

  it('an answer without an authorisation page fails with an empty message', async () => {
    const { actor, redirects } = start(async () => ({ is_authorization_required: 0 }));
    actor.send({ type: 'login.change', shop: 'demo' });
    actor.send({ type: 'login.submit' });
    const s = await waitFor(actor, (x) => x.matches('editing') && x.context.failure !== null);
    expect(selectLoginFailure(s)).toBe('');
    expect(redirects).toEqual([]);
  });

  it('a failed call keeps what was typed, shows why, and retry calls again', async () => {
    let fail = true;
    const { actor, calls, redirects } = start(async () => {
      if (fail) throw new Error('Network error');
      return authorize;
    });
    actor.send({ type: 'login.change', shop: 'demo' });
    actor.send({ type: 'login.submit' });
    const failed = await waitFor(actor, (x) => selectLoginFailure(x) !== null);
    expect(selectLoginFailure(failed)).toBe('Network error');
    expect(selectLoginShop(failed)).toBe('demo');
    expect(selectLoginBusy(failed)).toBe(false);
    fail = false;
    actor.send({ type: 'login.retry' });
    expect(selectLoginFailure(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['demo.myshopify.com', 'demo.myshopify.com']);
    expect(redirects).toHaveLength(1);
  });

  it('retry does nothing before a first submit, and the error can be dismissed', async () => {
    const { actor, calls } = start(async () => Promise.reject(new Error('down')));
    actor.send({ type: 'login.retry' });
    expect(calls).toEqual([]);
    actor.send({ type: 'login.change', shop: 'demo' });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (x) => selectLoginFailure(x) !== null);
    actor.send({ type: 'login.dismissError' });
    expect(selectLoginFailure(actor.getSnapshot())).toBeNull();
  });

  it('an authorisation page the admin does not follow is refused, and the form stays usable', async () => {
    const refused: string[] = [];
    const redirects: string[] = [];
    const actor = createActor(
      loginMachine.provide({
        actors: { login: fromPromise(async (): Promise<LoginAnswer> => ({ is_authorization_required: 1, redirect_url: 'javascript:alert(1)' })) },
        actions: { redirect: (_, { url }) => void redirects.push(url), redirectRefused: (_, { url }) => void refused.push(url) },
        guards: { redirectAllowed: (_, { url }) => url.startsWith('https://') },
      }),
      { input: { shop: '' } },
    ).start();
    actor.send({ type: 'login.change', shop: 'demo' });
    actor.send({ type: 'login.submit' });
    const s = await waitFor(actor, (x) => x.matches('editing') && refused.length > 0);
    expect(refused).toEqual(['javascript:alert(1)']);
    expect(redirects).toEqual([]);
    expect(selectLoginBusy(s)).toBe(false);
    expect(selectLoginShop(s)).toBe('demo');
  });
});

