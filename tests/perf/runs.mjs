// One run of every measurement, and the one-off warm-up (log in once, warm the servers' caches).
import { coldLoad, FLOOR_MARK, READY_MARK } from './measure-load.mjs';
import { busyShare, measureCountdown } from './measure-countdown.mjs';
import { measureInp, measureRangeSwitch } from './measure-inp.mjs';
import { measureMemory } from './measure-memory.mjs';
import { installProbes } from './probes.mjs';
import { freshContext, throttledPage } from './serve.mjs';

/** Logs in once through the standalone login and install screens, then opens the floor and the platform host once (not measured). */
export async function warmUp(browser, env) {
  const context = await freshContext(browser, { origin: env.app.url, session: { ...env.session, token: null } });
  try {
    const page = await context.newPage();
    await page.goto(`${env.app.url}/login`);
    await page.getByLabel('Shop domain').fill(env.session.shop);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/oauth\/authorize/);
    await page.getByRole('button', { name: /Install/ }).click();
    await page.waitForURL(`${env.app.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.goto(`${env.floor.url}/`);
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, FLOOR_MARK);
    if (env.platform) {
      await page.goto(env.platform.adminUrl);
      await page.frameLocator('iframe').first().getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    }
  } finally {
    await context.close();
  }
}

/** Runs `fn`, turning a failure into { error } so one broken figure does not stop the others. */
async function attempt(fn) {
  try {
    return await fn();
  } catch (error) {
    return { error: String(error?.message ?? error).split('\n')[0] };
  }
}

/**
 * On one dashboard: the countdown (CPU slowed), memory (CPU at full speed: heap size does not depend on it; the
 * route changes end on the dashboard), then the analytics range switch (CPU slowed again).
 */
async function dashboardFlows(browser, env) {
  const context = await freshContext(browser, { probes: installProbes, origin: env.app.url, session: env.session });
  try {
    const { page, cdp } = await throttledPage(context);
    await page.goto(`${env.app.url}/`);
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, READY_MARK, { timeout: 60_000 });
    const countdown = await attempt(() => measureCountdown(page, cdp, env.settings.countdownMs));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const memory = await attempt(() => measureMemory(page, cdp, env.settings.routeChanges));
    if (new URL(page.url()).pathname !== '/') await page.goto(`${env.app.url}/`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: env.settings.cpuRate });
    const range = await attempt(() => measureRangeSwitch(page));
    return { countdown, memory, range };
  } finally {
    await context.close();
  }
}

/** The floor's main-thread busy share while idle, over the countdown window. */
async function floorIdle(browser, env) {
  const context = await freshContext(browser, {});
  try {
    const { page, cdp } = await throttledPage(context);
    await page.goto(`${env.floor.url}/`);
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, FLOOR_MARK);
    await page.waitForTimeout(800);
    return await busyShare(page, cdp, env.settings.countdownMs);
  } finally {
    await context.close();
  }
}

/**
 * One run: cold loads (standalone, floor, platform) and, when `flows`, the countdown, memory and interaction flows
 * (and, on the first run, the floor's idle busy share). `run.seconds` says how long each step took.
 */
export async function runOnce(browser, env, { flows, first }) {
  const { app, floor, platform, session, client } = env;
  const run = { seconds: {} };
  const step = async (name, fn) => {
    const t = Date.now();
    const result = await attempt(fn);
    run.seconds[name] = Math.round((Date.now() - t) / 100) / 10;
    return result;
  };
  run.standalone = await step('standalone', () => coldLoad(browser, `${app.url}/`, { origin: app.url, session, mark: READY_MARK, client, logBase: app.url }));
  run.floor = await step('floor', () => coldLoad(browser, `${floor.url}/`, { origin: floor.url, mark: FLOOR_MARK }));
  if (platform) {
    run.platform = await step('platform', () =>
      coldLoad(browser, platform.adminUrl, { origin: platform.appUrl, framed: true, session: { ...session, token: null }, mark: READY_MARK, client, logBase: platform.appUrl }),
    );
  }
  if (!flows) return run;
  Object.assign(run, await step('dashboard', () => dashboardFlows(browser, env)));
  if (first) run.floorIdle = await step('floorIdle', () => floorIdle(browser, env));
  const { latencyMs, pickerProducts } = env.settings;
  run.inp = await step('inp', () => measureInp(browser, { base: app.url, session, client, pickerBody: env.pickerBody, pickerCount: pickerProducts, latencyMs }));
  return run;
}
