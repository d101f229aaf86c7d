import type { ClientApplication } from '@shopify/app-bridge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveBearer } from '../../../src/api/bearer';
import { isApiError } from '../../../src/api/errors';
import { fromBridgeSelection, requestSessionToken, SessionTokenError } from '../../../src/app/host/app-bridge';
import { inAppLocation, withRetries } from '../../../src/app/host/platform.host';

const RESPOND = 'APP::SESSION_TOKEN::RESPOND';

/** Just enough of an App Bridge client: subscriptions by action type, and the dispatched actions. */
function fakeApp() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const dispatched: string[] = [];
  const app = {
    subscribe(type: string, callback: (payload: unknown) => void) {
      const set = listeners.get(type) ?? new Set();
      set.add(callback);
      listeners.set(type, set);
      return () => void set.delete(callback);
    },
    dispatch(action: { type: string }) {
      dispatched.push(action.type);
      return action;
    },
  } as unknown as ClientApplication;
  const answer = (payload: unknown) => {
    for (const l of [...(listeners.get(RESPOND) ?? [])]) l(payload);
  };
  return { app, answer, dispatched, subscribers: () => listeners.get(RESPOND)?.size ?? 0 };
}

describe('a session-token request', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('releases its subscription when it times out, so the next answer reaches the next request', async () => {
    const bridge = fakeApp();
    const first = requestSessionToken(bridge.app, 1000);
    const firstResult = first.catch((e: unknown) => e);
    expect(bridge.dispatched).toEqual(['APP::SESSION_TOKEN::REQUEST']);
    expect(bridge.subscribers()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    const error = await firstResult;
    expect(error).toBeInstanceOf(SessionTokenError);
    expect((error as SessionTokenError).reason).toBe('timeout');
    expect(bridge.subscribers()).toBe(0);

    const second = requestSessionToken(bridge.app, 1000);
    bridge.answer({ sessionToken: 'tok-2' });
    await expect(second).resolves.toBe('tok-2');
    expect(bridge.subscribers()).toBe(0);
  });

  it('rejects an answer without a token and releases its subscription', async () => {
    const bridge = fakeApp();
    const request = requestSessionToken(bridge.app, 1000);
    bridge.answer({});
    await expect(request).rejects.toMatchObject({ reason: 'refused' });
    expect(bridge.subscribers()).toBe(0);
  });

  it('is retried with growing waits, and gives up after the last attempt', async () => {
    let calls = 0;
    const flaky = withRetries(() => (++calls < 3 ? Promise.reject(new Error(`no ${calls}`)) : Promise.resolve('ok')), 3, 100);
    await vi.advanceTimersByTimeAsync(99);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(flaky).resolves.toBe('ok');

    calls = 0;
    const never = withRetries(() => Promise.reject(new Error(`no ${++calls}`)), 2, 10).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    expect(((await never) as Error).message).toBe('no 2');
  });
});

describe('the bearer when the admin hands over no session', () => {
  it('rejects with a session error instead of sending the call without a token', async () => {
    const reported: string[] = [];
    const result = resolveBearer({ hasAppBridge: true, bridgeToken: () => Promise.reject(new Error('none')), onBridgeError: (m) => reported.push(m) }).catch((e: unknown) => e);
    const error = await result;
    expect(reported).toEqual(['none']);
    expect(isApiError(error, 'session')).toBe(true);
    expect(isApiError(error) && error.isFatal).toBe(true);
  });
});

describe('platform locations and the native picker', () => {
  it('an in-app location drops the platform arguments and keeps the rest', () => {
    expect(inAppLocation('/plan?shop=a.myshopify.com&host=abc&embedded=1&source=navigation')).toBe('/plan?source=navigation');
    expect(inAppLocation('/?host=abc')).toBe('/');
  });

  it("maps the admin picker's products and collections to the app's picker result", () => {
    const products = fromBridgeSelection({ type: 'product', action: 'filter' }, [
      {
        id: 'gid://shopify/Product/1',
        title: 'Mug',
        images: [{ id: 'img1', altText: 'A mug', originalSrc: 'https://cdn.example/mug.png' }],
        variants: [{ id: 'gid://shopify/ProductVariant/11', title: 'Blue', price: '9.00', inventoryQuantity: 4 }],
      },
      { nothing: true },
    ]);
    expect(products).toEqual({
      type: 'product',
      action: 'filter',
      items: [
        {
          id: 'gid://shopify/Product/1',
          title: 'Mug',
          featured_media: { src: 'https://cdn.example/mug.png', altText: 'A mug', id: 'img1' },
          variants: [{ id: 'gid://shopify/ProductVariant/11', title: 'Blue', price: '9.00', inventory_quantity: 4 }],
          total_variants: 1,
          has_only_default_variant: true,
          selected: true,
        },
      ],
    });
    const collections = fromBridgeSelection({ type: 'collection' }, [{ id: 'gid://shopify/Collection/2', title: 'Kitchen', productsCount: 7 }]);
    expect(collections.items).toEqual([{ id: 'gid://shopify/Collection/2', title: 'Kitchen', image: null, products_count: 7 }]);
  });
});
