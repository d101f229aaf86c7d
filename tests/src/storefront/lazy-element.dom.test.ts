import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyElement } from '../../../src/storefront/core/element';
import { RESERVED_HEIGHT, WIDGET_MODULES } from '../../../src/storefront/core/registry';

/** Answers the settings call with these widget displays; anything else fails. */
function fakeSettings(widgets: Record<string, unknown>): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(input);
    calls.push(url.pathname.split('/').pop()!);
    const settings = url.pathname.endsWith('/settings');
    const body = settings ? { code: 0, message: 'ok', data: { words: {}, words_language: 'en', widgets } } : { code: 404 };
    return Promise.resolve(new Response(JSON.stringify(body), { status: settings ? 200 : 404 }));
  });
  return calls;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  vi.unstubAllGlobals();
  delete RESERVED_HEIGHT.carousel;
  delete WIDGET_MODULES.carousel;
});

describe('an on-demand widget element', () => {
  it('keeps its reserved height while loading, then mounts its module with the shared settings', async () => {
    fakeSettings({ carousel: { enabled: true, placements: ['home'], options: {} } });
    RESERVED_HEIGHT.carousel = '320px';
    const mount = vi.fn((host: HTMLElement) => {
      host.textContent = 'carousel drawn';
      return { update: () => undefined, destroy: () => undefined };
    });
    WIDGET_MODULES.carousel = () => Promise.resolve({ mount });
    customElements.define('test-carousel-a', lazyElement('carousel'));
    const el = document.createElement('test-carousel-a');
    el.setAttribute('shop', 'a.myshopify.com');
    document.body.append(el);
    expect(el.style.minHeight).toBe('320px');
    expect(el.style.display).toBe('block');
    await settle();
    expect(mount).toHaveBeenCalledOnce();
    expect(el.textContent).toBe('carousel drawn');
  });

  it('renders nothing when the merchant turned it off, and shows the name of a widget not built yet', async () => {
    fakeSettings({ carousel: { enabled: false, placements: ['home'], options: {} } });
    customElements.define('test-carousel-b', lazyElement('carousel'));
    const off = document.createElement('test-carousel-b');
    off.setAttribute('shop', 'b.myshopify.com');
    document.body.append(off);
    await settle();
    expect(off.hidden).toBe(true);
    expect(off.childElementCount).toBe(0);

    vi.unstubAllGlobals();
    fakeSettings({});
    const on = document.createElement('test-carousel-b');
    on.setAttribute('shop', 'c.myshopify.com');
    document.body.append(on);
    await settle();
    expect(on.textContent).toBe('carousel');
  });
});
