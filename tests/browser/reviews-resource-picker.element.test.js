// <reviews-resource-picker>: the product and collection picker (elements/reviews-resource-picker.element.ts).
import {
  addFault, assert, cleanUp, control, demo, equal, expectDefinedOnce, expectEventAtDocument, expectExpiredTokenReaches,
  expectNothingLeftRunning, mount, mountOnSecondHost, renderRoot, sleep, storeDemoSession, until,
} from './helpers.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import '/dist/reviews-admin.js';

const TAG = 'reviews-resource-picker';

/** The open picker's dialog (Polaris renders it in the page's portal), or null. */
const dialog = () => document.querySelector('[role="dialog"]');
const heading = () => dialog()?.querySelector('h2')?.textContent?.trim() ?? '';
const rows = () => [...(dialog()?.querySelectorAll('input[type="checkbox"]') ?? [])];

/** The open dialog inside the element's shadow root, or null. */
const shadowDialog = (el) => renderRoot(el).querySelector('[role="dialog"]');
const shadowRows = (el) => [...(shadowDialog(el)?.querySelectorAll('input[type="checkbox"]') ?? [])];

/** The focused node, looking into shadow roots. */
function deepActive() {
  let node = document.activeElement;
  while (node?.shadowRoot?.activeElement) node = node.shadowRoot.activeElement;
  return node;
}

/** Collects console errors and uncaught errors until the returned stop() is called. */
function recordErrors() {
  const errors = [];
  const original = console.error;
  console.error = (...args) => {
    errors.push(args.map(String).join(' '));
    original.apply(console, args);
  };
  const onError = (event) => errors.push(`uncaught: ${event.message}`);
  window.addEventListener('error', onError);
  return {
    errors,
    stop() {
      console.error = original;
      window.removeEventListener('error', onError);
    },
  };
}

describe('<reviews-resource-picker>', () => {
  afterEach(cleanUp);

  it('is defined by the bundle, and defining it again is harmless', async () => {
    await expectDefinedOnce(TAG, 'defineResourcePicker');
    equal(typeof customElements.get(TAG).prototype.open, 'function', 'open() method');
  });

  it('shows nothing until open() is called', async () => {
    storeDemoSession();
    mount(TAG);
    await new Promise((r) => requestAnimationFrame(r));
    equal(dialog(), null, 'no dialog before open()');
  });

  it('open() lists products; Select resolves with the selection and fires reviews-admin-picker-select', async () => {
    storeDemoSession();
    const el = mount(TAG);
    let opened;
    await until(() => el.isConnected, 'mounted');
    opened = el.open({ type: 'product' });
    await until(() => heading() === 'Add Product', 'the "Add Product" dialog');
    await until(() => rows().length > 0, 'product rows');
    rows()[0].click();
    const event = await expectEventAtDocument(el, 'reviews-admin-picker-select', () => control(dialog(), 'Select').click());
    const result = await opened;
    assert(result && result.type === 'product', 'a product selection');
    equal(result.items.length, 1, 'selected items');
    equal(event.detail.result, result, 'the event detail carries the result');
    await until(() => !dialog(), 'the dialog closed');
  });

  it('Cancel resolves with null and fires reviews-admin-picker-select with a null result', async () => {
    storeDemoSession();
    const el = mount(TAG);
    let opened;
    const event = await expectEventAtDocument(el, 'reviews-admin-picker-select', async () => {
      opened = el.open({ type: 'collection' });
      await until(() => heading() === 'Add Collection', 'the "Add Collection" dialog');
      control(dialog(), 'Cancel').click();
    });
    equal(await opened, null, 'result');
    equal(event.detail.result, null, 'detail.result');
  });

  it('takes store-base: the store API is asked there, even when the admin API is elsewhere', async () => {
    storeDemoSession();
    const el = mount(TAG, {
      'api-base': 'http://127.0.0.1:9/',
      'locales-base': `${demo.url}/locales/`,
      'store-base': `${demo.url}/`,
    });
    const opened = el.open({ type: 'product' });
    await until(() => rows().length > 0, 'product rows from the store base');
    control(dialog(), 'Cancel').click();
    equal(await opened, null, 'result');
  });

  it('passes an expired store token on (reviews-admin-expired-token)', async () => {
    storeDemoSession();
    await expectExpiredTokenReaches(mount(TAG));
  });

  it('alone on the second host (shadow root): opens with no console error, Tab and Shift+Tab cycle inside the dialog, Escape closes it', async () => {
    const recorder = recordErrors();
    try {
      const el = mountOnSecondHost(TAG);
      const opened = el.open({ type: 'product', multiple: 3 });
      await until(() => shadowRows(el).length > 0, 'product rows in the shadow root');
      const box = shadowDialog(el);
      await until(() => box.contains(deepActive()), 'focus inside the dialog');
      // Backwards from the dialog's start: its last control, then on backwards through its controls.
      const backwards = [];
      for (let i = 0; i < 3; i += 1) {
        await sendKeys({ down: 'Shift' });
        await sendKeys({ press: 'Tab' });
        await sendKeys({ up: 'Shift' });
        backwards.push(deepActive());
      }
      assert(backwards.every((n) => n !== box && box.contains(n)), `Shift+Tab stays on the dialog's controls (${backwards.map((n) => n?.outerHTML.slice(0, 60)).join(' | ')})`);
      equal(new Set(backwards).size, 3, 'Shift+Tab moves from control to control:');
      const last = backwards[0];
      /** Presses Tab until the last control is focused, checking that every stop is one of the dialog's controls. */
      const tabToLast = async () => {
        for (let steps = 0; deepActive() !== last; steps += 1) {
          assert(steps < 200, 'Tab comes round to the last control');
          await sendKeys({ press: 'Tab' });
          assert(box.contains(deepActive()) && deepActive() !== box, `Tab step ${steps} stays on the dialog's controls`);
        }
      };
      await tabToLast();
      await sendKeys({ press: 'Tab' });
      const first = deepActive();
      assert(first !== last && first !== box && box.contains(first), 'Tab from the last control wraps to a control of the dialog');
      await tabToLast();
      await sendKeys({ press: 'Tab' });
      assert(deepActive() === first, 'Tab from the last control again lands on the same first control');
      await sendKeys({ press: 'Escape' });
      equal(await opened, null, 'Escape closes the picker with a null result:');
      await until(() => !shadowDialog(el), 'the dialog closed');
      await sleep(200);
      equal(recorder.errors.length, 0, `console errors (${recorder.errors.slice(0, 3).join(' / ')}):`);
    } finally {
      recorder.stop();
    }
  });

  it('beside a section element on the second host: opening shows one dialog, in the picker, with no console error', async () => {
    const recorder = recordErrors();
    try {
      const section = mountOnSecondHost('reviews-admin-dashboard');
      await until(() => renderRoot(section).querySelector('h1')?.textContent === 'Dashboard', 'the dashboard');
      const el = mountOnSecondHost(TAG);
      const opened = el.open({ type: 'product' });
      await until(() => shadowRows(el).length > 0, 'product rows in the picker');
      await sleep(500);
      equal(renderRoot(section).querySelectorAll('[role="dialog"]').length, 0, 'dialogs in the section:');
      equal(renderRoot(el).querySelectorAll('[role="dialog"]').length, 1, 'dialogs in the picker:');
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      assert(shadowDialog(el).contains(deepActive()), 'Shift+Tab stays in the dialog');
      control(shadowDialog(el), 'Cancel').click();
      equal(await opened, null, 'result');
      equal(recorder.errors.length, 0, `console errors (${recorder.errors.slice(0, 3).join(' / ')}):`);
    } finally {
      recorder.stop();
    }
  });

  it('on the second host, an expired store token fires reviews-admin-expired-token (store) once and waits; setToken brings the products', async () => {
    const el = mountOnSecondHost(TAG);
    await addFault({ path: '/store/v1/products', reasonCode: 1100003, message: 'Token expired', times: 1 });
    const reasons = [];
    const onExpired = (event) => {
      equal(event.target, el, 'the event target');
      reasons.push(event.detail.reason);
    };
    document.addEventListener('reviews-admin-expired-token', onExpired);
    try {
      const opened = el.open({ type: 'product' });
      await until(() => reasons.length > 0, 'reviews-admin-expired-token');
      equal(reasons.join(','), 'store', 'expired-token reasons:');
      await sleep(300);
      const waiting = shadowDialog(el)?.textContent ?? '';
      assert(!waiting.includes("doesn't have any products"), 'no empty-store message while the host is asked');
      equal(shadowRows(el).length, 0, 'rows before a token arrives:');
      el.setToken(demo.token);
      await until(() => shadowRows(el).length > 0, 'product rows after setToken');
      equal(reasons.length, 1, 'expired-token events:');
      control(shadowDialog(el), 'Cancel').click();
      equal(await opened, null, 'result');
    } finally {
      document.removeEventListener('reviews-admin-expired-token', onExpired);
    }
  });

  it('an expired store token no host answers shows its error with Retry, never an empty store; Retry lists the products', async () => {
    storeDemoSession();
    const el = mount(TAG);
    await addFault({ path: '/store/v1/products', reasonCode: 1100003, message: 'Token expired', times: 1 });
    const opened = el.open({ type: 'product' });
    await until(() => dialog()?.querySelector('[data-testid="picker-error"]'), 'the expired-token error in the dialog');
    equal(dialog().querySelector('[data-testid="picker-error"]').textContent, 'Your session has expired. Try again, or reload the page to sign in again.', 'error text:');
    assert(!dialog().textContent.includes("doesn't have any products"), 'no empty-store message');
    control(dialog(), 'Try again').click();
    await until(() => rows().length > 0, 'product rows after Retry');
    control(dialog(), 'Cancel').click();
    equal(await opened, null, 'result');
  });

  it('open() on an element that is not in the document rejects at once with a clear error', async () => {
    const el = document.createElement(TAG);
    const outcome = await Promise.race([
      el.open({ type: 'product' }).then(() => 'resolved', (error) => error),
      sleep(3000).then(() => 'still pending'),
    ]);
    assert(outcome instanceof Error, `open() rejects with an Error (got ${String(outcome)})`);
    equal(outcome.message, 'reviews-resource-picker must be in the document to open', 'message:');
    equal(dialog(), null, 'no dialog');
  });

  it('leaves nothing running after it is removed: no requests, intervals, timeout or frame chains', async () => {
    storeDemoSession();
    await expectNothingLeftRunning(
      () => mount(TAG),
      async (el) => {
        const opened = el.open({ type: 'product' });
        await until(() => rows().length > 0, 'product rows');
        control(dialog(), 'Cancel').click();
        await opened;
      },
    );
  });
});
