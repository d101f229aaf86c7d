// The host page around the elements: the layout inside a shadow root, nothing of ours left once the
// last element is removed, and the attributes that are per element and live (lang, header-show).
import { assert, cleanUp, demo, equal, h1, mount, renderRoot, sleep, storeDemoSession, until } from './helpers.js';
import '/dist/reviews-admin.js';

/** Every shadow root under a node (the isolated elements render in one). */
function shadowRoots(node = document) {
  const roots = [];
  for (const el of node.querySelectorAll('*')) {
    if (el.shadowRoot) roots.push(el.shadowRoot, ...shadowRoots(el.shadowRoot));
  }
  return roots;
}

/** The first button whose text is `text`, in the page or any shadow root. */
function deepButton(text) {
  for (const root of [document, ...shadowRoots()]) {
    const found = [...root.querySelectorAll('button')].find((b) => b.textContent.trim() === text);
    if (found) return found;
  }
  return null;
}

/** A slot of a fixed width on the page, to mount an element in. */
function slot(width) {
  const div = document.createElement('div');
  div.className = 'test-slot';
  div.style.width = `${width}px`;
  document.body.appendChild(div);
  return div;
}

/** Boxes of the page and of each card of the dashboard, relative to the slot. */
function layoutOf(el, slotEl) {
  const root = renderRoot(el);
  const origin = slotEl.getBoundingClientRect();
  const box = (node) => {
    const r = node.getBoundingClientRect();
    return { x: Math.round(r.left - origin.left), width: Math.round(r.width) };
  };
  return {
    page: box(root.querySelector('.Polaris-Page')),
    cards: [...root.querySelectorAll('.Polaris-ShadowBevel')].map(box),
  };
}

/** Mounts the dashboard section in a slot and resolves with its layout once every card has rendered. */
async function dashboardLayout(isolation) {
  storeDemoSession();
  const place = slot(1100);
  const el = document.createElement('reviews-admin-dashboard');
  el.setAttribute('api-base', `${demo.url}/`);
  el.setAttribute('mode', 'standalone');
  el.setAttribute('isolation', isolation);
  place.appendChild(el);
  await until(() => h1(renderRoot(el)) === 'Dashboard', `the dashboard heading (${isolation})`);
  await until(() => renderRoot(el).querySelector('[data-testid="analytics-chart"] svg'), `the chart (${isolation})`);
  // Settled: the same layout twice in a row.
  let last = '';
  await until(() => {
    const now = JSON.stringify(layoutOf(el, place));
    const same = now === last;
    last = now;
    return same;
  }, 'a settled layout', 15_000);
  const layout = layoutOf(el, place);
  if (isolation === 'shadow') {
    // Polaris' :root variables reach the shadow tree (declared for :host), and its theme class
    // variables still apply on the isolated root.
    const mount = renderRoot(el).querySelector('.ra-isolated');
    const variable = (node, name) => getComputedStyle(node).getPropertyValue(name).trim();
    assert(variable(el.querySelector('.ra-isolation-host'), '--pg-layout-width-primary-max'), 'a page-width variable on the shadow host');
    assert(variable(mount, '--pc-toast-manager-translate-y-out'), 'a toast manager variable inside the shadow root');
    assert(variable(mount, '--p-color-bg'), 'a theme variable on the isolated root');
  }
  place.remove();
  await sleep(100);
  return layout;
}

/** The host page's own state: html/body attributes, body and head children, storage keys. */
function hostState() {
  const attrs = (el) => [...el.attributes].map((a) => `${a.name}=${a.value}`).sort();
  const node = (el) => `${el.localName}#${el.id}.${el.className}`;
  return {
    html: attrs(document.documentElement),
    body: attrs(document.body),
    bodyChildren: [...document.body.children].map(node),
    headChildren: [...document.head.children].map(node),
    localStorage: Object.keys(localStorage).sort(),
    sessionStorage: Object.keys(sessionStorage).sort(),
  };
}

/**
 * Wraps addEventListener/removeEventListener of window and document: records the listeners the
 * bundle (a caller in dist/) adds and has not removed. Returns the record and the unwrap.
 */
function trackListeners() {
  const live = new Map();
  const where = new Map();
  let added = 0;
  const originals = [];
  for (const [name, target] of [['window', window], ['document', document]]) {
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    originals.push([target, add, remove]);
    const keyOf = (type, fn, options) => `${name}:${type}:${typeof options === 'boolean' ? options : !!options?.capture}`;
    target.addEventListener = function addEventListener(type, fn, options) {
      const fromBundle = (new Error().stack ?? '').split('\n').slice(2).some((f) => f.includes('/dist/'));
      if (fromBundle && fn && !(typeof options === 'object' && options?.once)) {
        added += 1;
        const key = keyOf(type, fn, options);
        const fns = live.get(key) ?? new Set();
        fns.add(fn);
        where.set(fn, (new Error().stack ?? '').split('\n').slice(2).find((f) => f.includes('/dist/'))?.trim());
        live.set(key, fns);
        options?.signal?.addEventListener?.('abort', () => fns.delete(fn));
      }
      return add.call(this, type, fn, options);
    };
    target.removeEventListener = function removeEventListener(type, fn, options) {
      live.get(keyOf(type, fn, options))?.delete(fn);
      return remove.call(this, type, fn, options);
    };
  }
  return {
    added: () => added,
    left: () => [...live.entries()].filter(([, fns]) => fns.size > 0).map(([key, fns]) => `${key} ×${fns.size} (${[...fns].map((f) => where.get(f)).join(' ')})`),
    stop() {
      for (const [target, add, remove] of originals) {
        target.addEventListener = add;
        target.removeEventListener = remove;
      }
    },
  };
}

/** Mounts an element on the second host's page (provider mode, isolated by default). */
function mountProvider(tag, attrs = {}) {
  return mount(tag, { mode: 'provider', ...attrs });
}

describe('the host page', () => {
  afterEach(async () => {
    document.querySelectorAll('.test-slot').forEach((s) => s.remove());
    await cleanUp();
    sessionStorage.clear();
  });

  it('lays a section out in the shadow root as in the page: the page and every card at the same x and width', async () => {
    // First in the shadow root, while the page has no copy of the stylesheet (the one linked for
    // isolation="none" would declare Polaris' variables on <html>, which the shadow tree inherits).
    equal(document.querySelector('link[data-reviews-admin-css]'), null, 'a stylesheet in the page before the isolated mount:');
    const isolated = await dashboardLayout('shadow');
    const inPage = await dashboardLayout('none');
    assert(inPage.cards.length >= 3, `cards rendered in the page (${inPage.cards.length})`);
    equal(isolated.cards.length, inPage.cards.length, 'cards in the shadow root:');
    const near = (a, b, what) => {
      assert(Math.abs(a.x - b.x) <= 1 && Math.abs(a.width - b.width) <= 1, `${what}: shadow ${JSON.stringify(a)} vs page ${JSON.stringify(b)}`);
    };
    near(isolated.page, inPage.page, 'the page');
    inPage.cards.forEach((card, i) => near(isolated.cards[i], card, `card ${i + 1}`));
  });

  it('is left exactly as it was once the last element is removed (attributes, body children, listeners, storage)', async () => {
    window.name = JSON.stringify({ token: demo.token, shop: demo.shop });
    localStorage.setItem('host-own', '1');
    document.documentElement.style.setProperty('--host-own', '1');
    const before = hostState();
    const listeners = trackListeners();
    try {
      const dashboard = mountProvider('reviews-admin-dashboard');
      const guide = mountProvider('reviews-setup-guide');
      const picker = mountProvider('reviews-resource-picker');
      await until(() => h1(renderRoot(dashboard)) === 'Dashboard', 'the dashboard heading');
      await until(() => renderRoot(dashboard).querySelector('[data-testid="analytics-chart"] svg'), 'the chart');
      await until(() => renderRoot(guide).textContent.includes('Setup guide'), 'the setup guide');
      const opened = picker.open({ type: 'product' });
      const cancel = await until(() => deepButton('Cancel'), 'the picker Cancel button');
      cancel.click();
      equal(await opened, null, 'the cancelled picker result');
      // While mounted: the chart library's root exists and the bundle listens on the page (what the
      // check below must see gone), yet the page's own html and body are untouched.
      assert(document.getElementById('polaris_viz_tooltip_root'), 'the chart tooltip root while mounted');
      assert(listeners.added() > 0, 'listeners added by the bundle while mounted');
      equal(JSON.stringify(hostState().html), JSON.stringify(before.html), 'html attributes while mounted:');
      equal(JSON.stringify(hostState().body), JSON.stringify(before.body), 'body attributes while mounted:');
      equal(JSON.stringify(hostState().localStorage), JSON.stringify(before.localStorage), 'localStorage keys while mounted (none of ours on this host):');
      for (const el of [dashboard, guide, picker]) el.remove();
      await sleep(300);
      const after = hostState();
      for (const key of Object.keys(before)) equal(JSON.stringify(after[key]), JSON.stringify(before[key]), `${key} after removal:`);
      equal(listeners.left().join(', '), '', 'window/document listeners of the bundle left:');
    } finally {
      listeners.stop();
      document.documentElement.style.removeProperty('--host-own');
      if (document.documentElement.getAttribute('style') === '') document.documentElement.removeAttribute('style');
      localStorage.removeItem('host-own');
    }
  });

  it('puts html, body and head back exactly after an element rendered in the page (isolation="none") is removed', async () => {
    storeDemoSession();
    document.body.style.setProperty('margin', '3px');
    const before = hostState();
    const listeners = trackListeners();
    try {
      const el = mount('reviews-admin-dashboard', { isolation: 'none' });
      await until(() => h1(el) === 'Dashboard', 'the dashboard heading');
      await until(() => el.querySelector('[data-testid="analytics-chart"] svg'), 'the chart');
      // In the page Polaris' writes stay while it is mounted (its theme class on html).
      await until(() => document.documentElement.classList.contains('p-theme-light'), "Polaris' theme class on html while mounted");
      el.remove();
      await sleep(300);
      const after = hostState();
      for (const key of ['html', 'body', 'bodyChildren', 'headChildren']) equal(JSON.stringify(after[key]), JSON.stringify(before[key]), `${key} after removal:`);
      equal(document.querySelector('link[data-reviews-admin-css]'), null, 'the stylesheet link the bundle added to <head> after removal:');
      equal(listeners.left().join(', '), '', 'window/document listeners of the bundle left:');
    } finally {
      listeners.stop();
      document.body.style.removeProperty('margin');
      if (document.body.getAttribute('style') === '') document.body.removeAttribute('style');
    }
  });

  it('takes lang per element: two elements in two languages, their own lang attributes kept', async () => {
    storeDemoSession();
    const german = mount('reviews-admin-dashboard', { lang: 'de' });
    const french = mount('reviews-admin-dashboard', { lang: 'fr' });
    const plain = mount('reviews-admin-dashboard');
    await until(() => h1(german) === 'Übersicht', 'the German heading');
    await until(() => h1(french) === 'Tableau de bord', 'the French heading');
    await until(() => h1(plain) === 'Dashboard', 'the shop language (English) in the element without lang');
    equal(german.getAttribute('lang'), 'de', 'the first element keeps its lang');
    equal(french.getAttribute('lang'), 'fr', 'the second element keeps its lang');
    equal(plain.hasAttribute('lang'), false, 'no lang written on the element without one:');
    equal(french.querySelector('[lang]')?.getAttribute('lang'), 'fr', 'the content marked with its language');
  });

  it('switches the language at once when lang changes after mounting, leaving the other elements', async () => {
    storeDemoSession();
    const el = mount('reviews-admin-dashboard', { lang: 'de' });
    const other = mount('reviews-admin-dashboard', { lang: 'de' });
    await until(() => h1(el) === 'Übersicht' && h1(other) === 'Übersicht', 'the German headings');
    el.setAttribute('lang', 'fr');
    await until(() => h1(el) === 'Tableau de bord', 'the French heading after lang changed');
    equal(h1(other), 'Übersicht', 'the other element stays German:');
    el.removeAttribute('lang');
    await until(() => h1(el) === 'Dashboard', 'the shop language once lang is removed');
    equal(el.hasAttribute('lang'), false, 'lang not written back:');
  });

  it('shows and hides the top bar at once when header-show changes', async () => {
    storeDemoSession();
    const el = mount('reviews-admin', { routing: 'memory', 'header-show': 'false' });
    await until(() => h1(el) === 'Dashboard', 'the dashboard heading');
    equal(el.querySelector('[data-testid="top-bar"]'), null, 'no top bar with header-show="false"');
    el.setAttribute('header-show', 'true');
    await until(() => el.querySelector('[data-testid="top-bar"]'), 'the top bar after header-show="true"');
    el.setAttribute('header-show', 'false');
    await until(() => !el.querySelector('[data-testid="top-bar"]'), 'the top bar gone after header-show="false"');
  });

  it('reads the page-wide attributes from the first element and warns once when a later one disagrees', async () => {
    storeDemoSession();
    const warnings = [];
    const errors = [];
    const { warn, error } = console;
    console.warn = (...args) => warnings.push(args.join(' '));
    console.error = (...args) => errors.push(args.join(' '));
    try {
      const first = mount('reviews-admin-dashboard');
      await until(() => h1(first) === 'Dashboard', 'the first element');
      equal(warnings.length, 0, 'no warning for one element:');
      const same = mount('reviews-admin-dashboard');
      await until(() => h1(same) === 'Dashboard', 'an element with the same attributes');
      equal(warnings.length, 0, 'no warning for agreeing attributes:');
      const other = mount('reviews-admin-dashboard', { 'api-base': 'http://127.0.0.1:9/', 'app-id': 'another-app' });
      await until(() => h1(other) === 'Dashboard', 'the later element, served by the page-wide API base');
      mount('reviews-admin-dashboard', { 'store-base': 'http://127.0.0.1:9/' });
      await sleep(200);
      equal(warnings.length, 1, `one warning (${warnings.join(' | ')}):`);
      assert(warnings[0].includes('api-base') && warnings[0].includes('app-id'), `the warning names the attributes: ${warnings[0]}`);
      equal(errors.length, 0, `console errors (${errors.join(' | ')}):`);
    } finally {
      console.warn = warn;
      console.error = error;
    }
  });
});
