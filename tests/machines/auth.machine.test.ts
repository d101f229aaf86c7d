import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { authMachine } from '../../machines/auth/auth.machine';
import { afterAuthTarget, allowedStateUrl, safeInternalPath } from '../../machines/auth/auth.selectors';
import type { AuthInput, AuthOutcome, AuthSession } from '../../machines/auth/auth.types';
import type { AuthResponse, LoginResponse } from '../../src/contract/auth';

const answer = (over: Partial<AuthResponse['shop_settings_info']> = {}): AuthResponse => ({
  shop_info: { token: 'tok', shopify_plan: 'basic', myshopify_domain: 'a.myshopify.com' },
  shop_settings_info: { skip_install: 1, is_selected_plan: 0, ...over },
});

function run(query: Record<string, string>, opts: Partial<AuthInput> & {
  exchangeSign?: () => Promise<AuthResponse>;
  authenticate?: () => Promise<AuthResponse>;
  login?: () => Promise<LoginResponse>;
} = {}) {
  const calls = { exchangeSign: vi.fn(), authenticate: vi.fn(), login: vi.fn() };
  const machine = authMachine.provide({
    actors: {
      exchangeSign: fromPromise(async ({ input }) => (calls.exchangeSign(input), (opts.exchangeSign ?? (async () => answer()))())),
      authenticate: fromPromise(async ({ input }) => (calls.authenticate(input), (opts.authenticate ?? (async () => answer()))())),
      login: fromPromise(async ({ input }) => (calls.login(input), (opts.login ?? (async () => ({ is_authorization_required: 1, redirect_url: 'https://auth.example/x' })))())),
    },
  });
  const actor = createActor(machine, {
    input: {
      query,
      embedded: opts.embedded ?? false,
      exitToStoreAdmin: opts.exitToStoreAdmin ?? false,
      origin: opts.origin ?? 'https://app.example',
      allowedOrigins: opts.allowedOrigins ?? ['https://admin.shopify.com'],
      expectedState: opts.expectedState === undefined ? (query.state ?? null) : opts.expectedState,
    },
  });
  actor.start();
  return { actor, calls };
}

async function outcome(query: Record<string, string>, opts: Parameters<typeof run>[1] = {}) {
  const { actor, calls } = run(query, opts);
  const out = (await toPromise(actor)) as AuthOutcome;
  return { out, session: actor.getSnapshot().context.session, calls };
}

describe('auth machine: the /auth table', () => {
  it('sign + shopify_shop_id: super admin via sign exchange', async () => {
    const { out, session, calls } = await outcome({ sign: 's1', shopify_shop_id: '1001' });
    expect(calls.exchangeSign).toHaveBeenCalledWith({ sign: 's1', shopId: '1001' });
    expect(session?.superAdmin).toBe(true);
    expect(out).toEqual({ type: 'navigate', to: '/', search: {} });
  });

  it('no shop and not embedded: /login without any call', async () => {
    const { out, calls } = await outcome({});
    expect(out).toEqual({ type: 'navigate', to: '/login', search: {} });
    expect(calls.login).not.toHaveBeenCalled();
    expect(calls.authenticate).not.toHaveBeenCalled();
  });

  it('embedded without shop: logs in (the host knows the shop)', async () => {
    const { out, calls } = await outcome({}, { embedded: true });
    expect(calls.login).toHaveBeenCalled();
    expect(out).toEqual({ type: 'external', url: 'https://auth.example/x' });
  });

  it('code: authenticates with every query param', async () => {
    const query = { code: 'c', state: 'n', shop: 'a.myshopify.com', hmac: 'h', timestamp: '1' };
    const { out, session, calls } = await outcome(query);
    expect(calls.authenticate).toHaveBeenCalledWith({ params: query });
    expect(session).toMatchObject({ token: 'tok', shop: 'a.myshopify.com', superAdmin: false, guideNeeded: false });
    expect(out).toEqual({ type: 'navigate', to: '/', search: {} });
  });

  it('code with a same-origin or allowed-admin state URL: navigates there', async () => {
    const same = await outcome({ code: 'c', shop: 'a.myshopify.com', state: 'https://app.example/plan?x=1' });
    expect(same.out).toEqual({ type: 'external', url: 'https://app.example/plan?x=1' });
    const admin = await outcome({ code: 'c', shop: 'a.myshopify.com', state: 'https://admin.shopify.com/store/a/apps/r' });
    expect(admin.out).toEqual({ type: 'external', url: 'https://admin.shopify.com/store/a/apps/r' });
  });

  it.each([
    'https://evil.example/phish',
    'https://app.example.evil.example/',
    'https://user:pw@app.example/',
    'javascript:alert(1)',
    '//evil.example',
  ])('code with a foreign state %s: refused, routes in-app', async (state) => {
    const { out } = await outcome({ code: 'c', shop: 'a.myshopify.com', state });
    expect(out).toEqual({ type: 'navigate', to: '/', search: {} });
  });

  it('code when the platform app was opened at top level: store admin app page', async () => {
    const { out } = await outcome({ code: 'c', state: 'n', shop: 'a.myshopify.com', path: '/plan' }, { exitToStoreAdmin: true });
    expect(out).toEqual({ type: 'storeAdmin', path: '/plan' });
  });

  it('otherwise logs in with the shop; authorization required with a redirect url goes there', async () => {
    const { out, calls } = await outcome({ shop: 'a.myshopify.com' });
    expect(calls.login).toHaveBeenCalledWith({ shop: 'a.myshopify.com' });
    expect(out).toEqual({ type: 'external', url: 'https://auth.example/x' });
  });

  it('login that answers with a session routes on', async () => {
    const { out, session } = await outcome({ shop: 'a.myshopify.com', path: '/plan' }, {
      login: async () => ({ is_authorization_required: 0, ...answer() }),
    });
    expect(session?.token).toBe('tok');
    expect(out).toEqual({ type: 'navigate', to: '/plan', search: { source: 'navigation' } });
  });

  it('failed code exchange: "Failed to authorize request." and retry runs again', async () => {
    let attempt = 0;
    const { actor, calls } = run({ code: 'c', state: 'n', shop: 'a.myshopify.com' }, {
      authenticate: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('bad hmac');
        return answer();
      },
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('failed')).toBe(true));
    expect(actor.getSnapshot().context.error).toBe('Failed to authorize request.');
    actor.send({ type: 'auth.retry' });
    const out = await toPromise(actor);
    expect(calls.authenticate).toHaveBeenCalledTimes(2);
    expect(out).toEqual({ type: 'navigate', to: '/', search: {} });
  });

  it('refuses a callback whose state this browser did not keep (login CSRF), without exchanging its code', async () => {
    for (const expectedState of [null, 'mine']) {
      const { actor, calls } = run({ code: 'c', state: 'theirs', shop: 'attacker.myshopify.com' }, { expectedState });
      await vi.waitFor(() => expect(actor.getSnapshot().matches('refused' as never)).toBe(true));
      expect(actor.getSnapshot().context.error).toBe('This sign-in was not started in this browser.');
      expect(calls.authenticate).not.toHaveBeenCalled();
      expect(actor.getSnapshot().context.session).toBeNull();
    }
    const noState = run({ code: 'c', shop: 'a.myshopify.com' }, { expectedState: null });
    await vi.waitFor(() => expect(noState.actor.getSnapshot().matches('refused' as never)).toBe(true));
    expect(noState.calls.authenticate).not.toHaveBeenCalled();
  });

  it('failed sign exchange: "Failed to authorize request."', async () => {
    const { actor } = run({ sign: 's', shopify_shop_id: '1' }, { exchangeSign: async () => Promise.reject(new Error('x')) });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('failed')).toBe(true));
    expect(actor.getSnapshot().context.error).toBe('Failed to authorize request.');
  });

  it('failed login, or one without redirect or session: "Failed to retrieve an authorization code"', async () => {
    for (const login of [async () => Promise.reject(new Error('down')), async () => ({ is_authorization_required: 1 })]) {
      const { actor } = run({ shop: 'a.myshopify.com' }, { login: login as () => Promise<LoginResponse> });
      await vi.waitFor(() => expect(actor.getSnapshot().matches('failed')).toBe(true));
      expect(actor.getSnapshot().context.error).toBe('Failed to retrieve an authorization code');
    }
  });
});

describe('after-success rules', () => {
  const session: AuthSession = { token: 't', shop: 's', superAdmin: false, guideNeeded: false, isSelectedPlan: true };

  it('guide needed wins', () => {
    expect(afterAuthTarget({ path: '/plan', charge_id: '9' }, { ...session, guideNeeded: true })).toEqual({ type: 'navigate', to: '/guide', search: {} });
  });
  it('action=channelwill with charge_id: stores it, /recommended', () => {
    expect(afterAuthTarget({ action: 'channelwill', charge_id: '9' }, session)).toEqual({ type: 'navigate', to: '/recommended', search: {}, chargeId: '9' });
  });
  it('charge_id alone: stores it, / with it in state', () => {
    expect(afterAuthTarget({ charge_id: '9' }, session)).toEqual({ type: 'navigate', to: '/', search: {}, chargeId: '9', state: { charge_id: '9' } });
  });
  it('path /plan: /plan?source=navigation', () => {
    expect(afterAuthTarget({ path: '/plan' }, session)).toEqual({ type: 'navigate', to: '/plan', search: { source: 'navigation' } });
  });
  it('path /recommended keeps the query minus the platform keys', () => {
    const query = {
      path: '/recommended', embedded: '1', hmac: 'h', host: 'x', id_token: 'i', locale: 'en', session: 's', shop: 'a',
      timestamp: '1', utm_source: 'mail', ref: 'r',
    };
    expect(afterAuthTarget(query, session)).toEqual({ type: 'navigate', to: '/recommended', search: { utm_source: 'mail', ref: 'r' } });
  });
  it('path /reviewList with id: /reviewList?id', () => {
    expect(afterAuthTarget({ path: '/reviewList', id: '77' }, session)).toEqual({ type: 'navigate', to: '/reviewList', search: { id: '77' } });
  });
  it('otherwise the given path, default /', () => {
    expect(afterAuthTarget({ path: '/collect' }, session)).toEqual({ type: 'navigate', to: '/collect', search: {} });
    expect(afterAuthTarget({}, session)).toEqual({ type: 'navigate', to: '/', search: {} });
  });
  it('never a path that leaves the app', () => {
    expect(safeInternalPath('//evil.example')).toBe('/');
    expect(safeInternalPath('https://evil.example')).toBe('/');
    expect(safeInternalPath('/\\evil.example')).toBe('/');
  });
  it('isSelectedPlan is true when is_selected_plan is not 1', async () => {
    const a = await outcome({ code: 'c', state: 'n', shop: 's.myshopify.com' }, { authenticate: async () => answer({ is_selected_plan: 1 }) });
    expect(a.session?.isSelectedPlan).toBe(false);
    const b = await outcome({ code: 'c', state: 'n', shop: 's.myshopify.com' }, { authenticate: async () => answer({ is_selected_plan: 0, skip_install: 0 }) });
    expect(b.session?.isSelectedPlan).toBe(true);
    expect(b.out).toEqual({ type: 'navigate', to: '/guide', search: {} });
  });
  it('state URL check', () => {
    const input = { origin: 'https://app.example', allowedOrigins: [] as string[] };
    expect(allowedStateUrl('https://app.example/x', input)).toBe('https://app.example/x');
    expect(allowedStateUrl('http://app.example/x', input)).toBeNull();
    expect(allowedStateUrl('not a url', input)).toBeNull();
  });
});
