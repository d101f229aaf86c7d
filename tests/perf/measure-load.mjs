// One cold load in a fresh context (empty cache, CPU slowed): navigation → ready mark, LCP, CLS, the network log
// (for the bytes figure) and the server's request log (for the request rounds).
import { performance as nodePerf } from 'node:perf_hooks';
import { installProbes } from './probes.mjs';
import { freshContext, requestLog, throttledPage } from './serve.mjs';
import { isApiPath, requestRounds } from './stats.mjs';

export const READY_MARK = 'reviews-admin:dashboard-ready';
export const FLOOR_MARK = 'floor:ready';
const SETTLE_MS = 600; // late LCP candidates and layout shifts after the mark

/** Offset that turns the server log's clock (performance.timeOrigin + now) into Date.now() time. */
const serverClockOffset = () => Date.now() - (nodePerf.timeOrigin + nodePerf.now());

async function waitForFrame(page, origin, timeout) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const frame = page.frames().find((f) => f !== page.mainFrame() && f.url().startsWith(origin));
    if (frame) return frame;
    if (Date.now() > deadline) throw new Error(`no frame of ${origin} appeared`);
    await page.waitForTimeout(50);
  }
}

/** Reads the probes of a frame: its time origin, the mark, the last LCP, CLS and long tasks. */
function readProbes(frame, mark) {
  return frame.evaluate((name) => {
    const b = window.__bench;
    const entry = performance.getEntriesByName(name)[0];
    const lcp = b.lcp[b.lcp.length - 1] ?? null;
    return {
      timeOrigin: performance.timeOrigin,
      ready: entry ? entry.startTime : null,
      lcp: lcp ? lcp.time : null,
      lcpElement: lcp ? lcp.element : '',
      cls: b.shifts.reduce((sum, s) => sum + s.value, 0),
      shifts: [...b.shifts].sort((x, y) => y.value - x.value).slice(0, 3).map((x) => ({ value: +x.value.toFixed(4), at: Math.round(x.time), sources: x.sources })),
      longTaskMs: b.longTasks.reduce((sum, t) => sum + t.duration, 0),
    };
  }, mark);
}

/**
 * Loads `url` cold and measures it. `opts`: origin (where the app runs; its frame when framed), session (stored
 * in localStorage), mark (the ready mark), framed (the app is in an iframe of the page), client + logBase (the
 * server whose request log gives the rounds).
 */
export async function coldLoad(browser, url, opts) {
  const context = await freshContext(browser, { probes: installProbes, origin: opts.origin, session: opts.session });
  try {
    const { page } = await throttledPage(context);
    const network = [];
    const errors = [];
    page.on('request', (r) => network.push({ url: r.url(), type: r.resourceType(), auth: !!r.headers().authorization, method: r.method(), at: Date.now() }));
    page.on('pageerror', (e) => errors.push(e.message));
    if (opts.logBase) await requestLog(opts.client, opts.logBase, 'DELETE');
    await page.goto(url, { waitUntil: 'commit' });
    const frame = opts.framed ? await waitForFrame(page, opts.origin, 60_000) : page.mainFrame();
    await frame.waitForFunction((name) => performance.getEntriesByName(name).length > 0, opts.mark, { timeout: 60_000, polling: 50 });
    await page.waitForTimeout(SETTLE_MS);
    const inner = await readProbes(frame, opts.mark);
    const top = opts.framed ? await readProbes(page.mainFrame(), opts.mark) : inner;
    const shift = inner.timeOrigin - top.timeOrigin;
    const readyEpoch = inner.timeOrigin + inner.ready;
    const result = {
      readyMs: inner.ready + shift,
      lcpMs: inner.lcp === null ? null : inner.lcp + shift,
      lcpElement: inner.lcpElement,
      cls: inner.cls,
      largestShifts: inner.shifts,
      longTaskMs: inner.longTaskMs,
      errors,
      assets: network.filter((n) => n.at <= readyEpoch && /\.(js|css)(\?|$)/.test(new URL(n.url).pathname)).map((n) => n.url),
    };
    if (opts.logBase) Object.assign(result, rounds(await requestLog(opts.client, opts.logBase), network, readyEpoch));
    return result;
  } finally {
    await context.close();
  }
}

/** Rounds before ready, counted from the first request that carried the token (all requests, and API calls only). */
function rounds(log, network, readyEpoch) {
  const offset = serverClockOffset();
  const entries = log.map((e) => ({ ...e, start: e.start + offset, end: e.end + offset })).filter((e) => e.start <= readyEpoch);
  const firstAuth = network.find((n) => n.auth);
  const authPath = firstAuth ? new URL(firstAuth.url).pathname : null;
  const anchor = entries.find((e) => e.path === authPath && e.method === firstAuth.method);
  const after = anchor ? entries.filter((e) => e.start >= anchor.start) : [];
  const api = entries.filter((e) => isApiPath(e.path));
  const allRounds = requestRounds(after);
  return {
    tokenRequest: anchor ? `${anchor.method} ${anchor.path}` : null,
    roundsAfterToken: anchor ? allRounds.length : null,
    apiRoundsAfterToken: anchor ? requestRounds(after.filter((e) => isApiPath(e.path))).length : null,
    roundsTotal: requestRounds(entries).length,
    requestsBeforeReady: entries.length,
    apiRequestMs: api.map((e) => e.end - e.start),
    roundDetail: allRounds,
  };
}
