/** Longest run of work (ms) before inSlices pauses for the page to paint and answer input. */
export const SLICE_BUDGET_MS = 8;

/**
 * Runs `work` over the items [0, total) a slice of `size` items at a time, in order. With `pause`,
 * it waits for it whenever a run of slices has taken SLICE_BUDGET_MS, so a long job leaves the
 * page's thread free between short tasks; without it, everything runs at once.
 */
export async function inSlices(total: number, size: number, work: (start: number, end: number) => void, pause?: () => Promise<void>): Promise<void> {
  let ranSince = performance.now();
  for (let start = 0; start < total; start += size) {
    work(start, Math.min(start + size, total));
    if (pause && start + size < total && performance.now() - ranSince >= SLICE_BUDGET_MS) {
      await pause();
      ranSince = performance.now();
    }
  }
}

/**
 * Lets the page paint and handle input before going on: `scheduler.yield()` where the browser has
 * it (the work resumes right after, without the 4 ms that nested zero-delay timers are held back
 * by), else a zero-delay timer.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve, 0));
};
