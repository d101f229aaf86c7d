// The discount countdown: React commits per second while it runs, those that changed the DOM outside the countdown
// text, and the main thread's busy share (CDP Performance TaskDuration over the window).

/** Main-thread task time and wall time, in seconds, from CDP Performance.getMetrics. */
async function taskClock(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { task: get('TaskDuration'), script: get('ScriptDuration'), at: get('Timestamp') };
}

/** Busy share of the main thread over `ms` of whatever the page does meanwhile. */
export async function busyShare(page, cdp, ms) {
  const before = await taskClock(cdp);
  await page.waitForTimeout(ms);
  const after = await taskClock(cdp);
  const wall = after.at - before.at;
  return { busy: (after.task - before.task) / wall, script: (after.script - before.script) / wall };
}

/** Measures the countdown on the current page (the dashboard with the discount tab), over `ms`. */
export async function measureCountdown(page, cdp, ms) {
  const countdown = page.getByTestId('discount-countdown').first();
  try {
    await countdown.waitFor({ timeout: 10_000 });
  } catch {
    return { na: 'n/a — no discount countdown on the dashboard' };
  }
  await page.waitForTimeout(800); // entrance transitions
  await page.evaluate(() => window.__bench.startCommitProbe());
  const started = Date.now();
  const busy = await busyShare(page, cdp, ms);
  const probe = await page.evaluate(() => window.__bench.stopCommitProbe());
  const seconds = (Date.now() - started) / 1000;
  return {
    commitsPerSec: probe.commits / seconds,
    outsidePerSec: probe.outside / seconds,
    nonReactOutsidePerSec: probe.nonReact / seconds,
    busyShare: busy.busy,
    scriptShare: busy.script,
    samples: probe.samples,
  };
}
