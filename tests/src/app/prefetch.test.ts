import { describe, expect, it } from 'vitest';
import { createPrefetch, PREFETCH_MAX_AGE_MS } from '../../../src/app/prefetch';

describe('prefetched answers', () => {
  it('hands a kept answer to the first taker only', async () => {
    const prefetch = createPrefetch();
    prefetch.put('flags', Promise.resolve({ a: 1 }));
    await expect(prefetch.take('flags')).resolves.toEqual({ a: 1 });
    expect(prefetch.take('flags')).toBeUndefined();
  });

  it('lets a taker ask again once the kept answer is too old', () => {
    let now = 1_000;
    const prefetch = createPrefetch(() => now);
    prefetch.put('flags', Promise.resolve(1));
    now += PREFETCH_MAX_AGE_MS + 1;
    expect(prefetch.take('flags')).toBeUndefined();
  });

  it('keeps a failed answer quiet until taken, then rejects with it', async () => {
    const prefetch = createPrefetch();
    prefetch.put('flags', Promise.reject(new Error('offline')));
    await new Promise((r) => setTimeout(r, 0)); // an unhandled rejection would fail the run here
    await expect(prefetch.take('flags')).rejects.toThrow('offline');
  });

  it('forgets everything on clear', () => {
    const prefetch = createPrefetch();
    prefetch.put('a', Promise.resolve(1));
    prefetch.clear();
    expect(prefetch.take('a')).toBeUndefined();
  });
});
