import { describe, expect, it, vi } from 'vitest';
import { createParentChannel, readHostMessage } from '../../src/app/host/parent-channel';

const TOKEN = 'aaa.bbb.ccc';

describe('parent channel', () => {
  it('accepts only the configured origin and the host message shape', () => {
    const ok = { source: 'reviews-admin-host', type: 'token', payload: { token: TOKEN } };
    expect(readHostMessage({ origin: 'https://host.example', data: ok }, 'https://host.example')).toEqual({ type: 'token', payload: { token: TOKEN } });
    expect(readHostMessage({ origin: 'https://evil.example', data: ok }, 'https://host.example')).toBeNull();
    expect(readHostMessage({ origin: 'https://host.example', data: { ...ok, source: 'x' } }, 'https://host.example')).toBeNull();
    expect(readHostMessage({ origin: 'https://host.example', data: { ...ok, payload: { token: 'not-a-jwt' } } }, 'https://host.example')).toBeNull();
    expect(readHostMessage({ origin: 'https://host.example', data: 'token' }, 'https://host.example')).toBeNull();
  });

  it('sends to the parent origin only, never to *', () => {
    const postMessage = vi.fn();
    const win = { parent: { postMessage }, addEventListener: vi.fn(), removeEventListener: vi.fn() } as unknown as Window;
    const channel = createParentChannel('https://host.example', win);
    channel.send({ type: 'ExpiredToken', payload: { reason: 'x' } });
    expect(postMessage).toHaveBeenCalledWith({ source: 'reviews-admin', type: 'ExpiredToken', payload: { reason: 'x' } }, 'https://host.example');
    const silent = createParentChannel(null, win);
    expect(silent.send({ type: 'ExpiredToken', payload: { reason: 'x' } })).toBe(false);
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it('asks for a token and resolves with the answer, or null after the timeout', async () => {
    vi.useFakeTimers();
    let handler: ((e: MessageEvent) => void) | undefined;
    const win = {
      parent: { postMessage: vi.fn() },
      addEventListener: (_: string, h: (e: MessageEvent) => void) => (handler = h),
      removeEventListener: vi.fn(),
    } as unknown as Window;
    const channel = createParentChannel('https://host.example', win);
    const pending = channel.requestToken('expired');
    handler!({ origin: 'https://evil.example', data: { source: 'reviews-admin-host', type: 'token', payload: { token: 'x.y.z' } } } as MessageEvent);
    handler!({ origin: 'https://host.example', data: { source: 'reviews-admin-host', type: 'token', payload: { token: TOKEN } } } as MessageEvent);
    await expect(pending).resolves.toBe(TOKEN);
    const late = channel.requestToken('expired', 1000);
    vi.advanceTimersByTime(1000);
    await expect(late).resolves.toBeNull();
    vi.useRealTimers();
  });
});
