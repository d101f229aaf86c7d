/**
 * Shared set-up for the element tests (plain ES modules, no build step): assertions, waits, the
 * demo server's session and test controls, mounting, public-event checks and the check that an
 * element leaves nothing running once removed.
 *
 * Import this module before `/dist/reviews-admin.js`: it wraps the page's timer functions when it
 * loads, so timers the bundle schedules through references it keeps are seen too.
 */

const native = {
  setTimeout: window.setTimeout.bind(window),
  clearTimeout: window.clearTimeout.bind(window),
  setInterval: window.setInterval.bind(window),
  clearInterval: window.clearInterval.bind(window),
  requestAnimationFrame: window.requestAnimationFrame.bind(window),
  cancelAnimationFrame: window.cancelAnimationFrame.bind(window),
};

/** Throws with the message unless the condition holds. */
export function assert(condition, message) {
  if (!condition) throw new Error(`Assertion failed: ${message}`);
}

/** Throws unless actual === expected. */
export function equal(actual, expected, message = '') {
  if (actual !== expected) throw new Error(`${message} expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** Resolves after ms (with the page's own timer, never counted by the timer tracking). */
export const sleep = (ms) => new Promise((resolve) => native.setTimeout(resolve, ms));

/** Resolves with fn()'s value once it is truthy; rejects after the timeout. */
export async function until(fn, what, timeout = 15_000) {
  const started = performance.now();
  for (;;) {
    const value = fn();
    if (value) return value;
    if (performance.now() - started > timeout) throw new Error(`Timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** The demo server and a session for the demo shop (set by the test runner page). */
export const demo = window.__DEMO__;

/** Stores the demo shop's session the way the standalone host keeps it. */
export function storeDemoSession() {
  localStorage.setItem('REVIEWS_ADMIN_SHOPIFYDOMAIN', JSON.stringify({ v: demo.shop }));
  localStorage.setItem(`REVIEWS_ADMIN_TOKEN_${demo.shop.toUpperCase()}`, JSON.stringify({ v: demo.token }));
}

/**
 * Registers a fault on the demo server (see demo/server test controls: `path`, `status`,
 * `reasonCode`, `delayMs`, `times`). The test page reaches them through the runner's `/__test` proxy.
 */
export async function addFault(fault) {
  const answer = await fetch('/__test/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
  equal(answer.status, 201, 'fault registered');
}

/** Every tag of the bundle. */
export const TAGS = [
  'reviews-admin', 'reviews-admin-dashboard', 'reviews-admin-widgets', 'reviews-admin-reviews', 'reviews-admin-collect',
  'reviews-admin-import', 'reviews-admin-integrations', 'reviews-admin-settings', 'reviews-admin-plan',
  'reviews-admin-recommended', 'reviews-resource-picker', 'reviews-setup-guide',
];

/** After each test: every element removed, storage cleared, the demo server's faults cleared. */
export async function cleanUp() {
  document.querySelectorAll(TAGS.join(',')).forEach((el) => el.remove());
  localStorage.clear();
  await fetch('/__test/faults', { method: 'DELETE' });
}

/** Mounts an element against the demo server in standalone mode. */
export function mount(tag, attrs = {}) {
  const el = document.createElement(tag);
  el.setAttribute('api-base', `${demo.url}/`);
  el.setAttribute('mode', 'standalone');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.appendChild(el);
  return el;
}

/** Mounts an element as the second host does: provider mode (shadow root), its token handed over in the window name. */
export function mountOnSecondHost(tag, token = demo.token) {
  window.name = JSON.stringify({ token, shop: demo.shop });
  const el = document.createElement(tag);
  el.setAttribute('api-base', `${demo.url}/`);
  el.setAttribute('mode', 'provider');
  document.body.appendChild(el);
  return el;
}

/** Mounts `<reviews-admin>` with memory routing against the demo server. */
export function mountAdmin(attrs = {}) {
  return mount('reviews-admin', { routing: 'memory', ...attrs });
}

/** Text of the first h1 in the element (or in the given root), or ''. */
export function h1(el) {
  return el.querySelector('h1')?.textContent?.trim() ?? '';
}

/** The element's rendering root: the shadow root with isolation="shadow", else the element. */
export function renderRoot(el) {
  return el.querySelector('.ra-isolation-host')?.shadowRoot ?? el;
}

/** The first button or link in root whose text is `text`. */
export function control(root, text) {
  return [...root.querySelectorAll('a, button')].find((c) => c.textContent.trim() === text) ?? null;
}

/** Checks that the element's tag is defined and that defining it again (define function of the bundle) keeps it. */
export async function expectDefinedOnce(tag, defineName) {
  const ctor = customElements.get(tag);
  assert(ctor, `${tag} is defined by the bundle`);
  const mod = await import('/dist/reviews-admin.js');
  assert(typeof mod[defineName] === 'function', `the bundle exports ${defineName}`);
  mod[defineName]();
  mod.defineAll();
  equal(customElements.get(tag), ctor, `${tag}: same constructor after a second define`);
}

/** Resolves with the next event of a type on a target. */
export function nextEvent(target, type, { prevent = false } = {}) {
  return new Promise((resolve) => {
    target.addEventListener(
      type,
      (event) => {
        if (prevent) event.preventDefault();
        resolve(event);
      },
      { once: true },
    );
  });
}

/** Checks a public event: dispatched by el, object detail, bubbling and composed (events.ts). */
export function expectPublicEvent(event, el, type) {
  equal(event.type, type, 'event type');
  equal(event.target, el, `${type} target`);
  assert(event.detail !== null && typeof event.detail === 'object' && !Array.isArray(event.detail), `${type} has an object detail`);
  assert(event.bubbles, `${type} bubbles`);
  assert(event.composed, `${type} is composed`);
  assert(event.cancelable, `${type} is cancelable`);
}

/** Waits until a public event of a type reaches the document from el, and checks it. */
export async function expectEventAtDocument(el, type, action, options = {}) {
  const atDocument = nextEvent(document, type, options);
  await action();
  const event = await Promise.race([atDocument, sleep(10_000).then(() => null)]);
  assert(event, `${type} reached the document`);
  expectPublicEvent(event, el, type);
  return event;
}

/**
 * Checks that an expired store token reaches el as `reviews-admin-expired-token` (`{ reason }`):
 * the page's picker (a `<reviews-resource-picker>` mounted beside el unless el is one) opens against
 * a store API that answers "token expired", then is cancelled.
 */
export async function expectExpiredTokenReaches(el) {
  const picker = el.localName === 'reviews-resource-picker' ? el : mount('reviews-resource-picker');
  await addFault({ path: '/store/v1/*', reasonCode: 1100003, times: 20 });
  let opened;
  const event = await expectEventAtDocument(el, 'reviews-admin-expired-token', () => {
    opened = picker.open({ type: 'product' });
  });
  equal(event.detail.reason, 'store', 'expired-token reason');
  const cancel = await until(() => control(document, 'Cancel'), 'the picker Cancel button');
  cancel.click();
  equal(await opened, null, 'the cancelled picker result');
  await fetch('/__test/faults', { method: 'DELETE' });
  if (picker !== el) picker.remove();
}

/** The clock of the demo server's request log: ms since the epoch. */
const epochNow = () => performance.timeOrigin + performance.now();

/** Requests the demo server received since a time (its request log, control calls left out). */
async function requestsSince(since) {
  const log = await (await fetch('/__test/requests')).json();
  return log.filter((r) => r.start > since).map((r) => `${r.method} ${r.path}`);
}

/** Where the bundle called a timer function from: the first stack frame in dist/, or ''. */
function bundleFrame() {
  const frames = (new Error().stack ?? '').split('\n').slice(3);
  return frames.find((f) => f.includes('/dist/'))?.trim() ?? '';
}

/**
 * Timer tracking. The wrappers below are installed once, when this module loads; they record only
 * while `tracking` is set, and only calls made from the bundle (a frame in dist/).
 */
let tracking = null;
/** The tracked timer whose callback is running (a timer it schedules re-arms a chain). */
let running = null;

function record(kind, id, delay) {
  if (!tracking) return;
  const from = bundleFrame();
  if (!from) return;
  const chained = running !== null;
  tracking.timers.set(`${kind}:${id}`, { kind, id, delay, from, chained, phase: tracking.phase, pending: true });
}

function settle(kind, id) {
  const timer = tracking?.timers.get(`${kind}:${id}`);
  if (timer) timer.pending = false;
}

/** Runs a timer's callback, marking timers it schedules as links of a chain. */
function runAs(kind, id, fn, args) {
  settle(kind, id);
  const outer = running;
  running = `${kind}:${id}`;
  try {
    return fn(...args);
  } finally {
    running = outer;
  }
}

window.setTimeout = function setTimeout(fn, delay, ...args) {
  let id;
  const run = typeof fn === 'function' ? (...a) => runAs('timeout', id, fn, a) : fn;
  id = native.setTimeout(run, delay, ...args);
  record('timeout', id, delay);
  return id;
};
window.clearTimeout = function clearTimeout(id) {
  settle('timeout', id);
  native.clearTimeout(id);
};
window.setInterval = function setInterval(fn, delay, ...args) {
  const id = native.setInterval(fn, delay, ...args);
  record('interval', id, delay);
  return id;
};
window.clearInterval = function clearInterval(id) {
  settle('interval', id);
  native.clearInterval(id);
};
window.requestAnimationFrame = function requestAnimationFrame(fn) {
  let id;
  id = native.requestAnimationFrame((t) => runAs('frame', id, fn, [t]));
  record('frame', id, 0);
  return id;
};
window.cancelAnimationFrame = function cancelAnimationFrame(id) {
  settle('frame', id);
  native.cancelAnimationFrame(id);
};

const describeTimers = (timers) => timers.map((t) => `${t.kind} ${t.delay}ms from ${t.from}`).join('; ');

/**
 * Mounts an element, waits until it is ready, removes it, and checks that nothing it started goes
 * on: no request to the server, no interval still set, and no timeout or animation-frame chain.
 * A one-shot timeout that ends is fine. A chain is a timeout or frame that re-arms itself: after
 * the removal and a grace period, one the bundle still schedules in a second window, one scheduled
 * after the removal and still pending at the end, or one scheduled from a timer's own callback (a
 * slow chain's next link) and still pending at the end.
 */
export async function expectNothingLeftRunning(mountIt, ready, { graceMs = 500, windowMs = 800 } = {}) {
  tracking = { timers: new Map(), phase: 'mounted' };
  try {
    const el = mountIt();
    await ready(el);
    el.remove();
    tracking.phase = 'grace';
    await sleep(50);
    const settledAt = epochNow();
    await sleep(graceMs);
    tracking.phase = 'window 1';
    await sleep(windowMs);
    tracking.phase = 'window 2';
    await sleep(windowMs);
    const timers = [...tracking.timers.values()];
    const requests = await requestsSince(settledAt);
    equal(requests.length, 0, `requests to the server after removal (${requests.join(', ')}):`);
    const intervals = timers.filter((t) => t.kind === 'interval' && t.pending);
    equal(intervals.length, 0, `intervals left running (${describeTimers(intervals)}):`);
    const rearmed = timers.filter((t) => t.kind !== 'interval' && t.phase === 'window 2');
    equal(rearmed.length, 0, `timeouts or frames still scheduled ${graceMs + windowMs} ms after removal (${describeTimers(rearmed)}):`);
    const waiting = timers.filter((t) => t.kind !== 'interval' && t.pending && (t.chained || t.phase.startsWith('window')));
    equal(waiting.length, 0, `timeout chains still armed after removal (${describeTimers(waiting)}):`);
    equal(el.childElementCount, 0, 'rendered nodes left in the element:');
  } finally {
    tracking = null;
  }
}
