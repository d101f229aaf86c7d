import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bannersMachine } from '../../machines/ui/banners.machine';
import { loadingOverlayMachine } from '../../machines/ui/loading-overlay.machine';
import { toastsMachine } from '../../machines/ui/toasts.machine';

describe('banners machine', () => {
  it('raises nothing while no banner host is subscribed', () => {
    const a = createActor(bannersMachine).start();
    a.send({ type: 'banner.raise', subtitle: 'Network Error' });
    expect(a.getSnapshot().context.banners).toEqual([]);
  });

  it('shows the single banner with its subtitle, warning tone and default title; Network Error means refresh', () => {
    const a = createActor(bannersMachine).start();
    a.send({ type: 'banner.subscribe' });
    a.send({ type: 'banner.raise', subtitle: 'Network Error' });
    expect(a.getSnapshot().context.banners).toEqual([
      { key: '', title: 'Error', tone: 'warning', subtitle: 'Network Error', isRefresh: true, isChat: false },
    ]);
    a.send({ type: 'banner.raise', subtitle: 'Quota exceeded' });
    expect(a.getSnapshot().context.banners).toHaveLength(1);
    expect(a.getSnapshot().context.banners[0]).toMatchObject({ subtitle: 'Quota exceeded', isRefresh: false, isChat: true });
  });

  it('keyed banners are critical, one per key, and ignore canceled', () => {
    const a = createActor(bannersMachine).start();
    a.send({ type: 'banner.subscribe' });
    a.send({ type: 'banner.raise', key: 'plans', subtitle: 'canceled' });
    expect(a.getSnapshot().context.banners).toEqual([]);
    a.send({ type: 'banner.raise', key: 'plans', subtitle: 'Plans unavailable', title: 'Plans' });
    a.send({ type: 'banner.raise', key: 'stats', subtitle: 'Stats unavailable' });
    expect(a.getSnapshot().context.banners.map((b) => [b.key, b.tone])).toEqual([['plans', 'critical'], ['stats', 'critical']]);
    a.send({ type: 'banner.dismiss', key: 'plans' });
    expect(a.getSnapshot().context.banners.map((b) => b.key)).toEqual(['stats']);
    a.send({ type: 'banner.unsubscribe' });
    expect(a.getSnapshot().context.banners).toEqual([]);
  });
});

describe('loading overlay machine', () => {
  it('shows while any work asked for it, and toggles', () => {
    const a = createActor(loadingOverlayMachine).start();
    a.send({ type: 'loading.start' });
    a.send({ type: 'loading.start' });
    a.send({ type: 'loading.stop' });
    expect(a.getSnapshot().value).toBe('shown');
    a.send({ type: 'loading.stop' });
    expect(a.getSnapshot().value).toBe('hidden');
    a.send({ type: 'loading.toggle', on: true });
    expect(a.getSnapshot().value).toBe('shown');
    a.send({ type: 'loading.toggle', on: false });
    expect(a.getSnapshot().value).toBe('hidden');
  });
});

describe('toasts machine', () => {
  it('appends with a 5000 ms default, removes by id, clears', () => {
    const a = createActor(toastsMachine).start();
    a.send({ type: 'toast.show', toast: { content: 'Saved' } });
    a.send({ type: 'toast.show', toast: { content: 'Failed', error: true, duration: 9000, id: 'x' } });
    const [first, second] = a.getSnapshot().context.toasts;
    expect(first).toMatchObject({ content: 'Saved', error: false, duration: 5000 });
    expect(second).toMatchObject({ id: 'x', error: true, duration: 9000 });
    a.send({ type: 'toast.remove', id: 'x' });
    expect(a.getSnapshot().context.toasts.map((t) => t.content)).toEqual(['Saved']);
    a.send({ type: 'toast.clear' });
    expect(a.getSnapshot().context.toasts).toEqual([]);
  });

  it('does not stack the same message twice while it is on screen', () => {
    const a = createActor(toastsMachine).start();
    for (let i = 0; i < 6; i += 1) a.send({ type: 'toast.show', toast: { content: 'No session token', error: true } });
    expect(a.getSnapshot().context.toasts).toHaveLength(1);
    a.send({ type: 'toast.show', toast: { content: 'No session token' } });
    expect(a.getSnapshot().context.toasts).toHaveLength(2);
  });
});
