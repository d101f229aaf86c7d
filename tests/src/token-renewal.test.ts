import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenRenewal, type ExpiryReason } from '../../src/app/token-renewal';

function setUp(opts: { canWait?: boolean; current?: string | null; timeoutMs?: number } = {}) {
  const announced: ExpiryReason[] = [];
  let current = opts.current ?? 'old';
  const renewal = createTokenRenewal({
    current: () => current,
    announce: (reason) => announced.push(reason),
    canWait: () => opts.canWait ?? true,
    ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}),
  });
  return { renewal, announced, setCurrent: (t: string) => (current = t) };
}

describe('token renewal', () => {
  afterEach(() => vi.useRealTimers());

  it('announces an expiry once for every call that meets it, and gives them all the token the host hands over', async () => {
    const { renewal, announced, setCurrent } = setUp();
    const a = renewal.renew('api', 'old');
    const b = renewal.renew('store', 'old');
    const c = renewal.renew('api', 'old');
    expect(announced).toEqual(['api']);
    setCurrent('new');
    renewal.supply('new');
    expect(await Promise.all([a, b, c])).toEqual(['new', 'new', 'new']);
  });

  it('lets calls that start during the wait wait for the token', async () => {
    const { renewal } = setUp();
    void renewal.renew('api', 'old');
    let settled = false;
    const waiting = renewal.settled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    renewal.supply('new');
    await waiting;
    expect(settled).toBe(true);
  });

  it('gives a call refused with a token already replaced the current one, with no new announcement', async () => {
    const { renewal, announced } = setUp({ current: 'new' });
    expect(await renewal.renew('api', 'old')).toBe('new');
    expect(announced).toEqual([]);
  });

  it('announces a later expiry again', async () => {
    const { renewal, announced, setCurrent } = setUp();
    const first = renewal.renew('api', 'old');
    setCurrent('second');
    renewal.supply('second');
    await first;
    const again = renewal.renew('store', 'second');
    expect(announced).toEqual(['api', 'store']);
    renewal.supply('third');
    expect(await again).toBe('third');
  });

  it('ends the wait with no token after the time limit', async () => {
    vi.useFakeTimers();
    const { renewal } = setUp({ timeoutMs: 5_000 });
    const pending = renewal.renew('api', 'old');
    vi.advanceTimersByTime(5_000);
    expect(await pending).toBeNull();
  });

  it('announces but does not wait when nobody can answer', async () => {
    const { renewal, announced } = setUp({ canWait: false });
    expect(await renewal.renew('store', 'old')).toBeNull();
    expect(announced).toEqual(['store']);
  });

  it('ends a running wait with no token when closed', async () => {
    const { renewal } = setUp();
    const pending = renewal.renew('api', 'old');
    renewal.close();
    expect(await pending).toBeNull();
  });
});
