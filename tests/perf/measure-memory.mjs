// Memory: JS heap after a forced GC, after load and after route changes through the top bar menu (back on the dashboard).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.mjs';

const NAV = [
  ['/display', 'widgets'], ['/reviewList', 'reviews'], ['/collect', 'collect'], ['/import', 'import'],
  ['/integrations', 'integrations'], ['/settings', 'settings'], ['/plan', 'plan'], ['/recommended', 'recommended'], ['/', 'dashboard'],
];

/** Used JS heap after a forced garbage collection, in bytes. */
export async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? null;
}

/** The route changes, in order: the menu twice round, then widgets and back, ending on the dashboard. */
export function routePlan(count) {
  const plan = [];
  for (let i = 0; plan.length < count - 2; i = (i + 1) % NAV.length) plan.push(NAV[i]);
  return [...plan, NAV[0], NAV[NAV.length - 1]].slice(0, count);
}

async function go(page, [path, key], labels) {
  const bar = page.getByTestId('top-bar');
  await bar.getByRole('button', { name: labels.topBar.menu, exact: true }).click();
  await page.getByTestId('main-nav').getByRole('menuitem', { name: labels.nav[key], exact: true }).click();
  await page.waitForURL((url) => url.pathname === path, { timeout: 30_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(150);
}

/** Heap after load, after one full round of the menu, and after `count` route changes (all measured on the dashboard). */
export async function measureMemory(page, cdp, count) {
  const labels = JSON.parse(readFileSync(join(REPO_ROOT, 'src/locales/en/common.json'), 'utf8'));
  const plan = routePlan(count);
  // Playwright's own script enters the page with the first locator call: it belongs in the reading after load, not
  // in the growth (about 0.7 MB that is not the admin's).
  await page.getByTestId('top-bar').count();
  const afterLoad = await heapAfterGc(cdp);
  let afterFirstRound = null;
  const started = Date.now();
  for (const [i, step] of plan.entries()) {
    await go(page, step, labels);
    if (i === NAV.length - 1) afterFirstRound = await heapAfterGc(cdp);
  }
  const afterAll = await heapAfterGc(cdp);
  return {
    afterLoad,
    afterFirstRound,
    afterAll,
    growth: (afterAll - afterLoad) / afterLoad,
    growthAfterWarmup: afterFirstRound ? (afterAll - afterFirstRound) / afterFirstRound : null,
    changes: plan.length,
    msPerChange: (Date.now() - started) / plan.length,
  };
}
