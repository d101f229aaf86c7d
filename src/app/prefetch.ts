/**
 * Answers asked for ahead of the component that shows them, so every call a first screen needs
 * leaves in the same round: a loader puts the promise, the actor that would have asked takes it
 * (once) instead of asking again.
 */
export interface Prefetch {
  /** Keeps `promise` under `key` until it is taken (an earlier one under the same key is dropped). */
  put<T>(key: string, promise: Promise<T>): void;
  /** The promise kept under `key`, removed from the store; undefined when none is kept. */
  take<T>(key: string): Promise<T> | undefined;
  /** Drops everything kept. */
  clear(): void;
}

/** How long a kept answer may wait to be taken: past that its taker asks again (fresher data). */
export const PREFETCH_MAX_AGE_MS = 10_000;

/** An empty store of prefetched answers. A kept promise that fails is not reported until taken. */
export function createPrefetch(now: () => number = Date.now): Prefetch {
  const kept = new Map<string, { promise: Promise<unknown>; at: number }>();
  return {
    put(key, promise) {
      promise.catch(() => undefined);
      kept.set(key, { promise, at: now() });
    },
    take<T>(key: string) {
      const entry = kept.get(key);
      kept.delete(key);
      return entry && now() - entry.at <= PREFETCH_MAX_AGE_MS ? (entry.promise as Promise<T>) : undefined;
    },
    clear: () => kept.clear(),
  };
}
