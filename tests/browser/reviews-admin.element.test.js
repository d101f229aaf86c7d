// <reviews-admin>: the whole admin (elements/reviews-admin.element.ts).
import {
  assert, cleanUp, equal, expectDefinedOnce, expectExpiredTokenReaches, expectNothingLeftRunning, h1, mountAdmin,
  renderRoot, storeDemoSession, TAGS, until,
} from './helpers.js';
import '/dist/reviews-admin.js';

describe('<reviews-admin>', () => {
  afterEach(cleanUp);

  it('is defined by the bundle, and defining it again is harmless', async () => {
    await expectDefinedOnce('reviews-admin', 'defineReviewsAdmin');
    for (const tag of TAGS) assert(customElements.get(tag), `${tag} is defined`);
  });

  it('links the stylesheet once in the page when it renders in the page', async () => {
    mountAdmin();
    mountAdmin();
    await until(() => document.querySelectorAll('link[data-reviews-admin-css]').length === 1, 'one stylesheet link');
  });

  it('renders in a shadow root with isolation="shadow", stylesheet inside', async () => {
    const el = mountAdmin({ isolation: 'shadow' });
    const shadow = await until(() => el.querySelector('.ra-isolation-host')?.shadowRoot, 'a shadow root');
    assert(shadow.querySelector('link[rel="stylesheet"]'), 'the stylesheet linked inside the shadow root');
    await until(() => shadow.querySelector('h1')?.textContent === 'Log in', 'the login heading inside the shadow root');
  });

  it('shows the login page when there is no session', async () => {
    const el = mountAdmin();
    await until(() => h1(el) === 'Log in', 'the login heading');
    assert(el.querySelector('input[name="shop"]'), 'a shop domain field');
  });

  it('mounts the whole shell: connecting spinner, then the dashboard with the top bar', async () => {
    storeDemoSession();
    const el = mountAdmin();
    await until(() => el.textContent.includes('Connecting to shopify ...') || h1(el) === 'Dashboard', 'the connecting spinner');
    await until(() => h1(el) === 'Dashboard', 'the dashboard heading');
    const bar = el.querySelector('[data-testid="top-bar"]');
    assert(bar, 'the standalone top bar');
    assert(bar.textContent.includes('Maple & Moss Goods'), 'the store name in the top bar');
    assert(el.querySelector('[data-testid="footer"]'), 'the footer');
    const polarisStyled = getComputedStyle(el.querySelector('.Polaris-Page') ?? el).maxWidth;
    assert(polarisStyled && polarisStyled !== 'none', 'Polaris styles applied');
  });

  it('hides the top bar with header-show="false"', async () => {
    storeDemoSession();
    const el = mountAdmin({ 'header-show': 'false' });
    await until(() => h1(el) === 'Dashboard', 'the dashboard heading');
    equal(el.querySelector('[data-testid="top-bar"]'), null, 'no top bar');
  });

  it('routes inside the element with memory routing, leaving the page URL alone', async () => {
    storeDemoSession();
    const before = location.href;
    const el = mountAdmin({ 'initial-path': '/plan?source=navigation' });
    await until(() => h1(el) === 'Plan', 'the plan heading');
    equal(location.href, before, 'page URL');
  });

  it('takes lang: the interface in the forced language', async () => {
    storeDemoSession();
    const el = mountAdmin({ lang: 'de' });
    await until(() => h1(el) === 'Übersicht', 'the German dashboard heading');
    equal(el.getAttribute('lang'), 'de', 'lang attribute');
  });

  it('passes an expired store token on (reviews-admin-expired-token)', async () => {
    storeDemoSession();
    const el = mountAdmin();
    await until(() => h1(el) === 'Dashboard', 'the dashboard heading');
    await expectExpiredTokenReaches(el);
  });

  it('leaves nothing running after it is removed: no requests, intervals, timeout or frame chains', async () => {
    storeDemoSession();
    await expectNothingLeftRunning(
      () => mountAdmin(),
      (el) => until(() => h1(renderRoot(el)) === 'Dashboard', 'the dashboard heading'),
    );
  });
});
