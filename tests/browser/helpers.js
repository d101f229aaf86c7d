/** Minimal assertions and waits for the element tests (plain ES modules, no build step). */

/** Throws with the message unless the condition holds. */
export function assert(condition, message) {
  if (!condition) throw new Error(`Assertion failed: ${message}`);
}

/** Throws unless actual === expected. */
export function equal(actual, expected, message = '') {
  if (actual !== expected) throw new Error(`${message} expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** Resolves with fn()'s value once it is truthy; rejects after the timeout. */
export async function until(fn, what, timeout = 15_000) {
  const started = performance.now();
  for (;;) {
    const value = fn();
    if (value) return value;
    if (performance.now() - started > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The demo server and a session for the demo shop (set by the test runner page). */
export const demo = window.__DEMO__;

/** Stores the demo shop's session the way the standalone host keeps it. */
export function storeDemoSession() {
  localStorage.setItem('REVIEWS_ADMIN_SHOPIFYDOMAIN', JSON.stringify({ v: demo.shop }));
  localStorage.setItem(`REVIEWS_ADMIN_TOKEN_${demo.shop.toUpperCase()}`, JSON.stringify({ v: demo.token }));
}

/** Mounts `<reviews-admin>` with memory routing against the demo server. */
export function mountAdmin(attrs = {}) {
  const el = document.createElement('reviews-admin');
  el.setAttribute('api-base', `${demo.url}/`);
  el.setAttribute('mode', 'standalone');
  el.setAttribute('routing', 'memory');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.appendChild(el);
  return el;
}

/** Text of the element's first h1, or ''. */
export function h1(el) {
  return el.querySelector('h1')?.textContent?.trim() ?? '';
}
