// Where the benchmark reads and writes, and its settings from the environment.
import { fileURLToPath } from 'node:url';

/** The repository root (with a trailing slash). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

function positiveInt(name, fallback) {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number (got ${raw})`);
  return value;
}

/** Settings: runs, injected latency, CPU slow-down, countdown window, route changes for the memory figure. */
export const SETTINGS = {
  runs: Math.max(1, positiveInt('BENCH_RUNS', 5)),
  latencyMs: positiveInt('BENCH_LATENCY_MS', 80),
  cpuRate: 4,
  countdownMs: 5000,
  routeChanges: 20,
  pickerProducts: 300,
  /** A folder that already holds a built dist/ (skips the build; for quick reruns). */
  reuseDist: process.env.BENCH_DIST || '',
  chromium: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  /** Serve the app and the floor over plain HTTP/1.1 instead of HTTPS with HTTP/2. */
  http1: process.env.BENCH_HTTP1 === '1',
};
