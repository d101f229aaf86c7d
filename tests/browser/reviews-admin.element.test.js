import '/dist/reviews-admin.js';
import { assert, demo, equal, h1, mountAdmin, storeDemoSession, until } from './helpers.js';

afterEach(() => {
  document.querySelectorAll('reviews-admin').forEach((el) => el.remove());
  localStorage.clear();
});

describe('<reviews-admin>', () => {
  it('is defined by the bundle, and defining it again is harmless', async () => {
    const ctor = customElements.get('reviews-admin');
    assert(ctor, 'reviews-admin is defined');
    const mod = await import('/dist/reviews-admin.js');
    mod.defineAll();
    equal(customElements.get('reviews-admin'), ctor, 'same constructor after a second define');
    for (const tag of ['reviews-admin-dashboard', 'reviews-admin-settings', 'reviews-resource-picker', 'reviews-setup-guide']) {
      assert(customElements.get(tag), `${tag} is defined`);
    }
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

  it('leaves nothing running after it is removed: no requests, no intervals', async () => {
    storeDemoSession();
    const intervals = new Set();
    const realSet = window.setInterval;
    const realClear = window.clearInterval;
    window.setInterval = (...args) => {
      const id = realSet(...args);
      intervals.add(id);
      return id;
    };
    window.clearInterval = (id) => {
      intervals.delete(id);
      realClear(id);
    };
    try {
      const el = mountAdmin();
      await until(() => h1(el) === 'Dashboard', 'the dashboard heading');
      el.remove();
      await new Promise((r) => setTimeout(r, 50));
      const before = performance.getEntriesByType('resource').length;
      await new Promise((r) => setTimeout(r, 800));
      const after = performance.getEntriesByType('resource').filter((e) => e.name.startsWith(demo.url)).length;
      const beforeDemo = performance.getEntriesByType('resource').slice(0, before).filter((e) => e.name.startsWith(demo.url)).length;
      equal(after, beforeDemo, 'requests to the server after removal');
      equal(intervals.size, 0, 'intervals left running');
      equal(el.childElementCount, 0, 'rendered nodes left in the element');
    } finally {
      window.setInterval = realSet;
      window.clearInterval = realClear;
    }
  });
});
