/** Names of the performance marks the app sets (read by the benchmark). */
export const PERF_MARKS = {
  /** The dashboard shows its data (startup done, setup guide loaded or hidden). */
  dashboardReady: 'reviews-admin:dashboard-ready',
} as const;

const done = new Set<string>();

/** Sets a performance mark once per page. */
export function markOnce(name: string): void {
  if (done.has(name) || typeof performance === 'undefined' || !performance.mark) return;
  done.add(name);
  performance.mark(name);
}
