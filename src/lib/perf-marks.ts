/** Names of the performance marks the app sets (read by the benchmark). */
export const PERF_MARKS = {
  /** The dashboard shows its data (startup done, setup guide loaded or hidden). */
  dashboardReady: 'reviews-admin:dashboard-ready',
} as const;

const done = new Set<string>();
const waiting = new Map<string, (() => void)[]>();

/** Sets a performance mark once per page (and lets whoever waits for it go on). */
export function markOnce(name: string): void {
  if (done.has(name)) return;
  done.add(name);
  if (typeof performance !== 'undefined' && performance.mark) performance.mark(name);
  for (const resolve of waiting.get(name) ?? []) resolve();
  waiting.delete(name);
}

/**
 * Resolves once the mark is set, or after `fallbackMs` (a screen whose mark never comes must not
 * wait forever): for work that should not compete with what the merchant waits for.
 */
export function afterMark(name: string, fallbackMs: number): Promise<void> {
  if (done.has(name)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallbackMs);
    const list = waiting.get(name) ?? [];
    list.push(() => {
      clearTimeout(timer);
      resolve();
    });
    waiting.set(name, list);
  });
}
