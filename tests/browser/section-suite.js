/**
 * The checks every section element shares (one test file per element calls it): defined once-safely,
 * renders its section alone, its attributes, its public events and its clean removal.
 */
import {
  assert, cleanUp, control, equal, expectDefinedOnce, expectEventAtDocument, expectExpiredTokenReaches,
  expectNothingLeftRunning, h1, mount, renderRoot, sleep, storeDemoSession, until,
} from './helpers.js';

const NOT_FOUND = 'This page does not exist';

/**
 * Registers the shared tests of a section element.
 * @param {{ tag: string, defineName: string, path: string, heading: string, germanHeading: string }} section
 */
export function sectionTests({ tag, defineName, path, heading, germanHeading }) {
  afterEach(cleanUp);

  it('is defined by the bundle, and defining it again is harmless', async () => {
    await expectDefinedOnce(tag, defineName);
  });

  it(`renders its section alone (${path}): heading, no top bar, the page URL left alone`, async () => {
    storeDemoSession();
    const before = location.href;
    const el = mount(tag);
    await until(() => h1(el) === heading, `the "${heading}" heading`);
    equal(el.querySelector('[data-testid="top-bar"]'), null, 'top bar');
    equal(location.href, before, 'page URL');
  });

  it('takes isolation="shadow" and lang: renders in a shadow root, in the forced language', async () => {
    storeDemoSession();
    const el = mount(tag, { isolation: 'shadow', lang: 'de' });
    const shadow = await until(() => el.querySelector('.ra-isolation-host')?.shadowRoot, 'a shadow root');
    assert(shadow.querySelector('link[rel="stylesheet"]'), 'the stylesheet linked inside the shadow root');
    await until(() => h1(shadow) === germanHeading, `the "${germanHeading}" heading inside the shadow root`);
    equal(el.getAttribute('lang'), 'de', 'lang attribute');
  });

  if (path !== '/') {
    it('takes initial-path; leaving the section asks the host page first (reviews-admin-navigate, cancelable)', async () => {
      storeDemoSession();
      const el = mount(tag, { 'initial-path': `${path}/no-such-page` });
      await until(() => h1(el) === NOT_FOUND, 'the not-found page inside the section');
      const home = control(el, 'Go to the dashboard');
      assert(home, 'a link to the dashboard');
      const event = await expectEventAtDocument(el, 'reviews-admin-navigate', () => home.click(), { prevent: true });
      equal(event.detail.path, '/', 'navigate path');
      await sleep(150);
      equal(h1(el), NOT_FOUND, 'a cancelled navigation keeps the element where it is:');
      const allowed = await expectEventAtDocument(el, 'reviews-admin-navigate', () => control(el, 'Go to the dashboard').click());
      assert(!allowed.defaultPrevented, 'not cancelled');
      await until(() => h1(el) === 'Dashboard', 'the element routing to the dashboard itself when the host lets it');
    });
  }

  it('passes an expired store token on (reviews-admin-expired-token)', async () => {
    storeDemoSession();
    const el = mount(tag);
    await until(() => h1(el) === heading, `the "${heading}" heading`);
    await expectExpiredTokenReaches(el);
  });

  it('leaves nothing running after it is removed: no requests, intervals, timeout or frame chains', async () => {
    storeDemoSession();
    await expectNothingLeftRunning(
      () => mount(tag),
      (el) => until(() => h1(renderRoot(el)) === heading, `the "${heading}" heading`),
    );
  });
}
