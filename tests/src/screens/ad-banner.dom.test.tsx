import { AppProvider } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ad } from '../../../src/contract/dashboard';
import { AD_ROTATE_MS } from '../../../src/lib/constants';
import { AdBanner } from '../../../src/screens/dashboard/AdBanner';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ads: Ad[] = ['One', 'Two', 'Three', 'Four'].map((title) => ({ id: title, title, desc: `${title} body`, btn_text: 'Open', url: 'https://example.com' }));
let root: ReturnType<typeof createRoot> | null = null;
let host: HTMLElement | null = null;

/** Renders the ads with Math.random fixed (the random start) and answers the shown title. */
function mount(random: number): () => string | undefined {
  vi.spyOn(Math, 'random').mockReturnValue(random);
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() => root!.render(<AppProvider i18n={en}><AdBanner ads={ads} /></AppProvider>));
  return () => ads.find((ad) => host!.textContent?.includes(`${ad.title} body`))?.title;
}

describe('the dashboard ads', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('rotates every 15 s, starting from a random ad', () => {
    expect(AD_ROTATE_MS).toBe(15_000);
    const shown = mount(0.6);
    expect(shown()).toBe('Three');
    act(() => vi.advanceTimersByTime(14_999));
    expect(shown()).toBe('Three');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('Four');
    act(() => vi.advanceTimersByTime(15_000));
    expect(shown()).toBe('One');
  });

  it('another random start shows another ad first', () => {
    expect(mount(0)()).toBe('One');
  });
});
