const inFlight = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * One call at a time per runtime and name: a route loader run while the same call is in flight (a
 * link's preload racing its click, or two pages reading the same settings) shares its answer
 * instead of starting an identical request, which the HTTP client would let cancel the first.
 */
export function sharedCall<T>(runtime: object, name: string, call: () => Promise<T>): Promise<T> {
  const calls = inFlight.get(runtime) ?? new Map<string, Promise<unknown>>();
  inFlight.set(runtime, calls);
  const running = calls.get(name) as Promise<T> | undefined;
  if (running) return running;
  const started = call().finally(() => calls.delete(name));
  calls.set(name, started);
  return started;
}
