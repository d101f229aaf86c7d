// <reviews-admin-dashboard>: the analytics range switch, and the apps carousel's autoplay (on screen, tab shown).
import { assert, cleanUp, demo, equal, mount, sleep, storeDemoSession, until } from './helpers.js';
import '/dist/reviews-admin.js';

const TAG = 'reviews-admin-dashboard';
const AUTOPLAY_MS = 6000;

/** The demo server's statistics of a range, read with the demo session. */
async function statistics(days) {
  const answer = await fetch(`${demo.url}/api/v1/admin/get_daily_statistics`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${demo.token}`, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ days }),
  });
  return (await answer.json()).data;
}

/**
 * A simulated clock for the carousel's 6 s turns: intervals of that delay are held here and run
 * by `pass()`, as if 6 s went by; other timers are the page's own.
 */
function autoplayClock() {
  const { setInterval: realSet, clearInterval: realClear } = window;
  const held = new Map();
  let nextId = 1e9;
  window.setInterval = function setInterval(fn, delay, ...args) {
    if (delay !== AUTOPLAY_MS) return realSet(fn, delay, ...args);
    nextId += 1;
    held.set(nextId, fn);
    return nextId;
  };
  window.clearInterval = function clearInterval(id) {
    if (!held.delete(id)) realClear(id);
  };
  return {
    pass: () => [...held.values()].forEach((fn) => fn()),
    restore: () => Object.assign(window, { setInterval: realSet, clearInterval: realClear }),
  };
}

/** Makes the tab look hidden or shown to the page, and tells it. */
function setTabHidden(hidden) {
  if (hidden) Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  else delete document.visibilityState;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('<reviews-admin-dashboard> analytics and carousel', () => {
  afterEach(async () => {
    setTabHidden(false);
    window.scrollTo(0, 0);
    document.querySelectorAll('[data-spacer]').forEach((el) => el.remove());
    await cleanUp();
  });

  it("switching the analytics range shows the new range's figures and marks its button", async () => {
    const [month, week] = await Promise.all([statistics(30), statistics(7)]);
    const format = (n) => new Intl.NumberFormat('en').format(n);
    assert(month.totals.reviews_collected !== week.totals.reviews_collected, 'the demo shop has different figures for 30 and 7 days');
    storeDemoSession();
    const el = mount(TAG);
    const figure = () => el.querySelector('[data-testid="stat-reviews_collected"]')?.textContent;
    await until(() => figure() === format(month.totals.reviews_collected), "the 30 days' figure");
    const button = [...el.querySelectorAll('button')].find((b) => b.textContent.trim() === '7 days');
    equal(button.getAttribute('aria-pressed'), 'false', '7 days before the switch:');
    button.click();
    await until(() => figure() === format(week.totals.reviews_collected), "the 7 days' figure");
    equal(button.getAttribute('aria-pressed'), 'true', '7 days after the switch:');
  });

  it('turns the apps carousel only while it is on screen and the tab is shown', async () => {
    const clock = autoplayClock();
    try {
      const spacer = document.createElement('div');
      spacer.dataset.spacer = '';
      spacer.style.height = '3000px';
      document.body.prepend(spacer);
      storeDemoSession();
      const el = mount(TAG);
      const carousel = await until(() => el.querySelector('[data-testid="apps-carousel"]'), 'the apps carousel');
      const slide = () => [...carousel.querySelectorAll('span')].map((s) => s.textContent).find((t) => /^\d+ \/ \d+$/.test(t));
      await until(() => slide() === '1 / 3', 'the first slide');
      const turnsTo = async (expected, what) => {
        await sleep(300); // the observers' callbacks
        clock.pass();
        await sleep(100);
        equal(slide(), expected, what);
      };
      await turnsTo('1 / 3', 'off screen, 6 s later:');
      carousel.scrollIntoView();
      await turnsTo('2 / 3', 'on screen, 6 s later:');
      setTabHidden(true);
      await turnsTo('2 / 3', 'tab hidden, 6 s later:');
      setTabHidden(false);
      await turnsTo('3 / 3', 'tab shown again, 6 s later:');
      window.scrollTo(0, 0);
      await turnsTo('3 / 3', 'scrolled away, 6 s later:');
    } finally {
      clock.restore();
    }
  });
});
