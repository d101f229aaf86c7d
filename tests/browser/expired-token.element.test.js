// The token hand-over of the second host: reviews-admin-expired-token and element.setToken(token).
import { assert, cleanUp, demo, equal, h1, mountOnSecondHost, renderRoot, sleep, until } from './helpers.js';
import '/dist/reviews-admin.js';

/** The demo token with its signature changed: the server refuses it with 401. */
const refusedToken = () => demo.token.slice(0, -4) + (demo.token.endsWith('AAAA') ? 'BBBB' : 'AAAA');

describe('reviews-admin-expired-token and setToken()', () => {
  let reasons;
  let targets;
  const onExpired = (event) => {
    reasons.push(event.detail.reason);
    targets.push(event.target.localName);
  };
  beforeEach(() => {
    reasons = [];
    targets = [];
    document.addEventListener('reviews-admin-expired-token', onExpired);
  });
  afterEach(async () => {
    document.removeEventListener('reviews-admin-expired-token', onExpired);
    await cleanUp();
  });

  it('every element has setToken(token), which refuses anything but a non-empty string', () => {
    for (const tag of ['reviews-admin', 'reviews-admin-plan', 'reviews-admin-dashboard', 'reviews-resource-picker', 'reviews-setup-guide']) {
      const el = document.createElement(tag);
      equal(typeof el.setToken, 'function', `${tag}.setToken:`);
      let thrown = null;
      try {
        el.setToken('');
      } catch (error) {
        thrown = error;
      }
      assert(thrown instanceof TypeError, `${tag}.setToken('') throws a TypeError`);
    }
  });

  it('an expired admin-API token on a section element fires the event (api) once, and setToken loads the section without a reload', async () => {
    const el = mountOnSecondHost('reviews-admin-plan', refusedToken());
    await until(() => reasons.length > 0, 'reviews-admin-expired-token');
    // The other start-up calls meet the same expiry meanwhile: still one event.
    await sleep(500);
    equal(reasons.join(','), 'api', 'expired-token reasons:');
    assert(h1(renderRoot(el)) !== 'Plan', 'the section waits for the token');
    const marker = Symbol('same page');
    window.__samePage = marker;
    el.setToken(demo.token);
    await until(() => h1(renderRoot(el)) === 'Plan', 'the plan heading after setToken');
    equal(reasons.length, 1, 'expired-token events:');
    equal(window.__samePage, marker, 'the page was not reloaded:');
  });

  it('one expiry reaches every mounted element once; a token handed to any of them answers (the runtime is page-wide)', async () => {
    const el = mountOnSecondHost('reviews-admin-dashboard', refusedToken());
    const picker = document.createElement('reviews-resource-picker');
    document.body.appendChild(picker);
    await until(() => reasons.length > 0, 'reviews-admin-expired-token');
    picker.setToken(demo.token);
    await until(() => h1(renderRoot(el)) === 'Dashboard', 'the dashboard heading after setToken on the picker');
    equal(reasons.join(','), 'api,api', 'expired-token reasons:');
    equal(targets.sort().join(','), 'reviews-admin-dashboard,reviews-resource-picker', 'the elements the event reached:');
  });
});
