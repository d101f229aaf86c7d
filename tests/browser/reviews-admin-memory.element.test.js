// <reviews-admin>: screens left through the top bar menu can be garbage collected (nothing keeps them alive).
// Needs Chromium started with --js-flags=--expose-gc (tests/browser/wtr.config.mjs).
import { cleanUp, equal, h1, mountAdmin, sleep, storeDemoSession, until } from './helpers.js';
import '/dist/reviews-admin.js';

/** The menu round the benchmark's memory figure takes (tests/perf/measure-memory.mjs), ending on the dashboard. */
const ROUND = ['widgets', 'reviews', 'collect', 'import', 'integrations', 'settings', 'plan', 'recommended', 'dashboard'];

/** Full garbage collections without the test's stack, so only what the page still references survives. */
async function collectGarbage() {
  for (let i = 0; i < 3; i += 1) {
    await sleep(50);
    await window.gc({ type: 'major', execution: 'async' });
  }
}

/** Opens the top bar menu and picks an entry by its label; resolves once a new screen heading shows. */
async function goThroughMenu(el, label) {
  const before = el.querySelector('h1');
  const menu = await until(() => el.querySelector(`[data-testid="top-bar"] button[aria-label="${labels.topBar.menu}"]`), 'the menu button');
  menu.click();
  const item = await until(
    () => [...document.querySelectorAll('[data-testid="main-nav"] [role="menuitem"]')].find((i) => i.textContent.trim() === label),
    `the menu entry ${label}`,
  );
  item.click();
  await until(() => el.querySelector('h1') !== before && h1(el), `the screen of ${label}`, 30_000);
}

let labels;

describe('<reviews-admin> memory', () => {
  before(async () => {
    labels = await (await fetch('/src/locales/en/common.json')).json();
  });
  afterEach(cleanUp);

  it('is run with gc() exposed', () => {
    equal(typeof window.gc, 'function', 'window.gc:');
  });

  it('keeps no screen it left alive after two rounds of the menu (the dashboard chart included)', async function () {
    this.timeout(180_000);
    storeDemoSession();
    const el = mountAdmin();
    await until(() => h1(el) === 'Dashboard', 'the dashboard heading', 30_000);
    const left = [];
    for (let round = 1; round <= 2; round += 1) {
      for (const key of ROUND) {
        if (h1(el) === 'Dashboard') await until(() => el.querySelector('[data-testid="analytics-chart"] svg'), 'the analytics chart', 30_000);
        left.push({ where: `${h1(el)} (round ${round})`, heading: new WeakRef(el.querySelector('h1')) });
        await goThroughMenu(el, labels.nav[key]);
      }
    }
    await collectGarbage();
    const alive = left.filter(({ heading }) => heading.deref() && !heading.deref().isConnected).map(({ where }) => where);
    equal(alive.join(', '), '', 'screens left but still in memory:');
  });
});
